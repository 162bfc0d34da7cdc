// The package's one lock: state that threads share sits behind a `Lock`, and this is the
// only file that names a lock implementation.
#if MEASFMT_THREAD_SANITIZER
  import Glibc
#else
  import Synchronization
#endif

/// A value that threads share, reached only inside ``withLock(_:)``: a
/// `Synchronization.Mutex` (a futex on Linux).
///
/// Built with `-D MEASFMT_THREAD_SANITIZER` (`scripts/sanitize.sh thread` builds so) it
/// is a pthread mutex instead. Swift 6.3's `Mutex` locks with atomics and futex calls
/// compiled outside the instrumented code, so ThreadSanitizer sees no ordering through it:
/// every access a `Mutex` protects, and every object published through one, is reported
/// as a race (two threads incrementing a counter under `withLock` are reported too).
/// ThreadSanitizer understands a pthread mutex; the code under test is otherwise the same.
///
/// ```swift
/// let hits = Lock(0)
/// hits.withLock { $0 += 1 }
/// ```
package struct Lock<Value: ~Copyable>: ~Copyable {
  #if MEASFMT_THREAD_SANITIZER
    private final class Storage: @unchecked Sendable {
      let mutex: UnsafeMutablePointer<pthread_mutex_t>
      var value: Value
      init(_ value: consuming Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        self.value = value
      }
      deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
      }
    }
    private let storage: Storage
  #else
    private let mutex: Mutex<Value>
  #endif

  /// A lock around `initialValue`.
  package init(_ initialValue: consuming sending Value) {
    #if MEASFMT_THREAD_SANITIZER
      storage = Storage(initialValue)
    #else
      mutex = Mutex(initialValue)
    #endif
  }

  /// Runs `body` with the value, holding the lock; keep `body` short and never call
  /// back into code that takes the same lock.
  @inline(__always)
  package borrowing func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    #if MEASFMT_THREAD_SANITIZER
      pthread_mutex_lock(storage.mutex)
      defer { pthread_mutex_unlock(storage.mutex) }
      return try body(&storage.value)
    #else
      return try mutex.withLock(body)
    #endif
  }
}

extension Lock: @unchecked Sendable where Value: ~Copyable {}
