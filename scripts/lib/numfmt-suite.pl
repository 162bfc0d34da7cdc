#!/usr/bin/perl
# Runs GNU coreutils' own numfmt test file (tests/misc/numfmt.pl in 9.1,
# tests/numfmt/numfmt.pl later) against whatever `numfmt` is first on PATH: the file is
# loaded as coreutils' test harness loads it, with this harness's getlimits (x86_64's
# limits, as coreutils' getlimits program prints them) and run_tests (each case run as
# coreutils' Coreutils.pm runs it: `cat IN | ENV numfmt ARGS > OUT 2> ERR` through the
# shell, ERR_SUBST and OUT_SUBST applied to what was written, then stdout, stderr and the
# exit status compared with the case's own). Uses only perl-base.
#
#   perl numfmt-suite.pl FILE VERSION LEFT-OUT-LIST
#
# LEFT-OUT-LIST has lines "VERSION<TAB>CASE<TAB>REASON": such a case is run and not
# counted as a failure; one that passes fails the run (the list must be kept true).
# Prints one line per failure, then the counts; exits 1 when a case failed.
use strict;
use warnings;
use File::Temp qw(tempdir);

# The test file ends with `exit`: caught, so that the counts come after it.
BEGIN { *CORE::GLOBAL::exit = sub { die "numfmt-suite: exit\n" }; }

my ($file, $version, $list) = @ARGV;
die "usage: numfmt-suite.pl FILE VERSION LEFT-OUT-LIST\n" unless defined $list;

my %left_out;
open my $lh, '<', $list or die "$list: $!\n";
while (my $line = <$lh>) {
  next if $line =~ /^\s*(#|$)/;
  chomp $line;
  my ($v, $case, $reason) = split /\t/, $line, 3;
  $left_out{$case} = $reason if $v eq $version;
}
close $lh;

# The cases the suite itself leaves out: its French-locale cases when the locale does
# not group as they expect (it says so in a warning).
my %suite_skipped;
my @warnings;
local $SIG{__WARN__} = sub { push @warnings, $_[0] };

my $work = tempdir(CLEANUP => 1);
my ($passed, $failed, $left, $left_passed) = (0, 0, 0, 0);
my %reasons;
my @failures;

# Coreutils' getlimits on x86_64 (LP64).
sub getlimits {
  return {
    UINTMAX_MAX => '18446744073709551615', UINTMAX_OFLOW => '18446744073709551616',
    INTMAX_MAX => '9223372036854775807', INTMAX_OFLOW => '9223372036854775808',
    LONG_MIN => '-9223372036854775808', LONG_MAX => '9223372036854775807',
    LONG_OFLOW => '9223372036854775808', INT_MAX => '2147483647',
  };
}

sub slurp { my ($path) = @_; local $/; open my $h, '<', $path or return ''; my $d = <$h>; close $h; return defined $d ? $d : ''; }

sub spurt { my ($path, $data) = @_; open my $h, '>', $path or die "$path: $!\n"; print $h $data; close $h; }

sub run_tests {
  my ($program_name, $prog, $tests) = @_;
  my $n = 0;
  foreach my $t (@$tests) {
    my ($name, @spec) = @$t;
    $n++;
    my (@args, %expect, $pipe, $env, %subst);
    $expect{EXIT} = 0;
    foreach my $e (@spec) {
      if (ref $e ne 'HASH') { push @args, $e; next; }
      my ($type, $value) = %$e;
      if ($type eq 'IN_PIPE') {
        my $in = "$work/$n.in";
        spurt($in, ref $value eq 'HASH' ? (values %$value)[0] : $value);
        $pipe = "cat '$in' |";
      } elsif ($type eq 'ENV') {
        $env = $value;
      } elsif ($type =~ /^(OUT|ERR)_SUBST$/) {
        $subst{$1} = $value;
      } elsif ($type =~ /^(OUT|ERR|EXIT)$/) {
        $expect{$type} = $value;
      } else {
        die "$name: a case of a kind this harness does not run ($type)\n";
      }
    }
    $expect{OUT} = '' unless defined $expect{OUT};
    $expect{ERR} = '' unless defined $expect{ERR};
    my @cmd = ($prog, @args, "> '$work/$n.O'", "2> '$work/$n.E'");
    unshift @cmd, $env if defined $env;
    unshift @cmd, $pipe if defined $pipe;
    my $rc = 0xffff & system join(' ', @cmd);
    $rc >>= 8 if $rc > 0x80;
    my %actual = (OUT => slurp("$work/$n.O"), ERR => slurp("$work/$n.E"));
    foreach my $eo (qw(OUT ERR)) {
      next unless defined $subst{$eo};
      my $text = '';
      foreach my $line (split /(?<=\n)/, $actual{$eo}) {
        local $_ = $line;
        eval $subst{$eo};
        $text .= $_;
      }
      $actual{$eo} = $text;
    }
    my @wrong;
    push @wrong, "exit status $rc, expected $expect{EXIT}" if $rc != $expect{EXIT};
    foreach my $eo (qw(OUT ERR)) {
      push @wrong, sprintf("%s %s, expected %s", lc $eo, show($actual{$eo}), show($expect{$eo}))
        if $actual{$eo} ne $expect{$eo};
    }
    my $command = join(' ', grep { defined } ($pipe ? "(stdin " . show(slurp("$work/$n.in")) . ")" : undef),
      $env, $prog, @args);
    if (exists $left_out{$name}) {
      if (@wrong) { $left++; $reasons{$left_out{$name}}++; }
      else { $left_passed++; push @failures, "$name: passes now; take it off the left-out list: $command"; }
      next;
    }
    if (@wrong) { $failed++; push @failures, "$name: $command: " . join('; ', @wrong); }
    else { $passed++; }
  }
  return $failed + $left_passed > 0;
}

# Bytes that do not print are shown as escapes, and long texts cut.
sub show {
  my ($s) = @_;
  $s =~ s/([^\x20-\x7e])/sprintf("\\x%02x", ord $1)/ge;
  $s = substr($s, 0, 200) . "…(" . length($s) . " bytes)" if length $s > 240;
  return "'$s'";
}

# The suite's French cases, by name, to list them when the suite leaves them out.
my $source = slurp($file);
my @locale_cases = $source =~ /my \@Locale_Tests\s*=\s*\((.*?)\n\s*\);/s ? ($1 =~ /\['(lcl-[\w.-]+)'/g) : ();

do $file;
die "$file: $@" if $@ && $@ ne "numfmt-suite: exit\n";
foreach my $w (@warnings) {
  if ($w =~ /^skipping locale grouping tests/) {
    chomp(my $why = $w);
    $suite_skipped{$_} = $why foreach @locale_cases;
  } else {
    print STDERR $w;
  }
}
print "$_\n" foreach @failures;
my $total = $passed + $failed + $left + $left_passed;
print "numfmt.pl $version: $total cases run: $passed passed, $failed failed, $left left out"
  . ($left_passed ? ", $left_passed left out but passing" : "") . "\n";
foreach my $reason (sort { $reasons{$b} <=> $reasons{$a} } keys %reasons) {
  print "  left out ($reasons{$reason}): $reason\n";
}
if (%suite_skipped) {
  my ($why) = values %suite_skipped;
  print "  not run by the suite itself (" . scalar(keys %suite_skipped) . ": " . join(' ', sort keys %suite_skipped) . "): $why\n";
}
CORE::exit($failed + $left_passed > 0 ? 1 : 0);
