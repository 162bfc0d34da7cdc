#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few system calls the CLI makes, each wrapped once. Foundation stays off this
/// path: its `FileHandle` allocates per call and cannot report `EPIPE` as a value.
enum POSIX {
  /// Reads up to `buffer.count` bytes with `read(2)`, retrying on `EINTR`.
  /// - Returns: the byte count (0 at end of input), or `-errno`.
  static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      #if canImport(Darwin)
        let n = Darwin.read(fd, buffer.baseAddress, buffer.count)
      #else
        let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
      #endif
      if n >= 0 { return n }
      if errno != EINTR { return -Int(errno) }
    }
  }

  /// Writes all of `bytes` with `write(2)`, retrying on `EINTR` and short writes.
  /// - Returns: 0, or the `errno` of the failed write (`EPIPE` when the reader is gone).
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      #if canImport(Darwin)
        let n = Darwin.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      #else
        let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      #endif
      if n > 0 {
        offset += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return n < 0 ? errno : EIO
      }
    }
    return 0
  }

  /// Whether `fd` is open (`fcntl(F_GETFD)`).
  static func isOpen(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) != -1 }

  /// Opens /dev/null into the lowest free descriptor: called for a closed 0, 1 or 2 so
  /// that no file opened later (by ICU, by Foundation) takes its place and receives
  /// what was meant for standard output.
  static func fillWithDevNull() {
    _ = open("/dev/null", O_RDWR)
  }

  static let ebadf = EBADF

  /// Whether `fd` is a terminal (`isatty(3)`).
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The column count of the terminal on `fd` (`TIOCGWINSZ`), or nil.
  static func terminalColumns(_ fd: Int32) -> Int? {
    var size = winsize()
    #if canImport(Darwin)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = UInt(TIOCGWINSZ)
    #endif
    guard ioctl(fd, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Whether input is waiting on `fd` right now (`poll(2)` with a zero timeout).
  /// Errors and hang-ups count as readable: the next `read` reports them.
  static func hasInput(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let n = poll(&entry, 1, 0)
    return n != 0
  }

  /// Ignores `SIGPIPE`, so that writing to a closed pipe fails with `EPIPE` (handled as
  /// a quiet end) instead of killing the process.
  /// The program's arguments as the bytes `argv` holds (`CommandLine.arguments`
  /// replaces bytes that are not UTF-8).
  static func arguments() -> [[UInt8]] {
    (0..<Int(CommandLine.argc)).map { i in
      guard let pointer = CommandLine.unsafeArgv[i] else { return [] }
      return Array(
        UnsafeBufferPointer(
          start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
          count: strlen(pointer)))
    }
  }

  static func ignoreSIGPIPE() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// The process environment, read from `environ` (no Foundation at startup).
  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let eq = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        result[String(text[..<eq])] = String(text[text.index(after: eq)...])
      }
      pointer += 1
    }
    return result
  }

  /// The message for an `errno` value (`strerror(3)`).
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  static let epipe = EPIPE
}
