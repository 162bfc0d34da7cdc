// Times whole processes from posix_spawn to wait4, standard output to /dev/null, runs of
// a command A paired with runs of a baseline B (A B A B ...), after one unmeasured run
// of each. Prints A's median (min, 90th percentile), A's peak resident set, the median
// of the per-pair ratios A/B, and B's median and peak resident set.
//
//   coldstart N -- A [ARG...] -- B [ARG...]      (A and B are paths, not looked up)
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

/// Runs argv once; returns milliseconds, raises *peak_kib to the child's peak RSS.
static double run_once(char **argv, long *peak_kib) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  struct timespec start, end;
  pid_t pid;
  int status;
  struct rusage usage;
  clock_gettime(CLOCK_MONOTONIC, &start);
  if (posix_spawn(&pid, argv[0], &actions, NULL, argv, environ) != 0) {
    perror(argv[0]);
    exit(1);
  }
  wait4(pid, &status, 0, &usage);
  clock_gettime(CLOCK_MONOTONIC, &end);
  posix_spawn_file_actions_destroy(&actions);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "coldstart: %s failed (status %d)\n", argv[0], status);
    exit(1);
  }
  if (usage.ru_maxrss > *peak_kib) *peak_kib = usage.ru_maxrss;
  return (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc < 6 || strcmp(argv[2], "--") != 0) {
    fprintf(stderr, "usage: coldstart N -- A [ARG...] -- B [ARG...]\n");
    return 2;
  }
  int n = atoi(argv[1]);
  char **a = argv + 3, **b = NULL;
  for (int i = 3; i < argc; i++) {
    if (strcmp(argv[i], "--") == 0) {
      argv[i] = NULL;
      b = argv + i + 1;
      break;
    }
  }
  if (n < 1 || *a == NULL || b == NULL || *b == NULL) {
    fprintf(stderr, "usage: coldstart N -- A [ARG...] -- B [ARG...]\n");
    return 2;
  }
  double *ta = calloc(n, sizeof *ta), *tb = calloc(n, sizeof *tb), *ratio = calloc(n, sizeof *ratio);
  long peak_a = 0, peak_b = 0;
  run_once(a, &peak_a);
  run_once(b, &peak_b);
  for (int i = 0; i < n; i++) {
    ta[i] = run_once(a, &peak_a);
    tb[i] = run_once(b, &peak_b);
    ratio[i] = ta[i] / tb[i];
  }
  qsort(ta, n, sizeof *ta, by_value);
  qsort(tb, n, sizeof *tb, by_value);
  qsort(ratio, n, sizeof *ratio, by_value);
  printf("%.2f ms (%.2f, %.2f)  %.1f MB  %.2f× (C hello %.2f ms, %.1f MB)\n", ta[n / 2], ta[0],
         ta[n * 9 / 10], peak_a / 1024.0, ratio[n / 2], tb[n / 2], peak_b / 1024.0);
  return 0;
}
