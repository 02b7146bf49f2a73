//! Standard output and standard error as handles that report every write
//! failure.
//!
//! Rust's std hides two: a stream that is closed when the program starts
//! (`nqueens solve 10 >&-`, `2>&-`) is reopened on /dev/null before
//! `main`, so everything written to it vanishes; and `EBADF` (a stream
//! open for reading only, `1</dev/null`) is taken for success. Here the
//! first is noticed before std's start-up (Linux: a constructor in
//! `.init_array`), and both streams are written through a duplicate of
//! their descriptor, a plain file whose errors are errors. A reader that
//! leaves early (`| head`, `2>&1 | head`, `EPIPE`) stays the caller's
//! business: see `main`.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
#[cfg(unix)]
use std::sync::OnceLock;

/// Set when a message or progress line could not be written to stderr
/// (other than to a reader that left): `main` then exits with code 1.
static STDERR_FAILED: AtomicBool = AtomicBool::new(false);

/// Writes a message or progress line to stderr. A failure does not stop
/// the work (the results still go to stdout) but is remembered: see
/// [`stderr_failed`]. A closed pipe (`2>&1 | head`) is not a failure.
pub fn note(text: std::fmt::Arguments) {
    if let Err(error) = write_note(text) {
        if error.kind() != io::ErrorKind::BrokenPipe {
            STDERR_FAILED.store(true, Ordering::Relaxed);
        }
    }
}

/// Whether some message or progress line was lost (stderr closed, not
/// writable, or full).
pub fn stderr_failed() -> bool {
    STDERR_FAILED.load(Ordering::Relaxed)
}

fn write_note(text: std::fmt::Arguments) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        // One duplicate of descriptor 2 for the whole run; None when closed.
        static STDERR: OnceLock<Option<std::fs::File>> = OnceLock::new();
        let file = STDERR.get_or_init(|| {
            if closed_at_start(&start::STDERR_CLOSED) {
                return None;
            }
            let fd = io::stderr().as_fd().try_clone_to_owned().ok()?;
            Some(std::fs::File::from(fd))
        });
        match file {
            Some(file) => (&*file).write_fmt(text),
            None => Err(io::Error::other("standard error is closed")),
        }
    }
    #[cfg(not(unix))]
    {
        io::stderr().write_fmt(text)
    }
}

/// The handle results are written through; the error says why there is
/// none (stdout closed, or not writable).
pub fn stdout() -> io::Result<Box<dyn Write>> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if closed_at_start(&start::STDOUT_CLOSED) {
            return Err(io::Error::other("standard output is closed"));
        }
        let file = std::fs::File::from(io::stdout().as_fd().try_clone_to_owned()?);
        // Writing nothing still checks that the descriptor is open for
        // writing (EBADF), so that a count fails before it runs, not after.
        // (write_all would not call write for an empty buffer.)
        let written = (&file).write(&[])?;
        debug_assert_eq!(written, 0);
        Ok(Box::new(file))
    }
    #[cfg(not(unix))]
    {
        Ok(Box::new(io::stdout()))
    }
}

#[cfg(unix)]
fn closed_at_start(flag: &AtomicBool) -> bool {
    flag.load(Ordering::Relaxed)
}

/// Runs before std's start-up, which reopens closed standard streams on
/// /dev/null: duplicating descriptor 1 (2) fails (EBADF) exactly when it
/// is closed. (The C runtime calls `.init_array` functions before `main`.)
#[cfg(target_os = "linux")]
mod start {
    use std::io;
    use std::os::fd::AsFd;
    use std::sync::atomic::{AtomicBool, Ordering};

    pub static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);
    pub static STDERR_CLOSED: AtomicBool = AtomicBool::new(false);

    extern "C" fn note_closed_streams() {
        let closed = io::stdout().as_fd().try_clone_to_owned().is_err();
        STDOUT_CLOSED.store(closed, Ordering::Relaxed);
        let closed = io::stderr().as_fd().try_clone_to_owned().is_err();
        STDERR_CLOSED.store(closed, Ordering::Relaxed);
    }

    #[used]
    #[link_section = ".init_array"]
    static NOTE_CLOSED_STREAMS: extern "C" fn() = note_closed_streams;
}

/// Elsewhere the start-up is not watched: no stream counts as closed.
#[cfg(all(unix, not(target_os = "linux")))]
mod start {
    use std::sync::atomic::AtomicBool;

    pub static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);
    pub static STDERR_CLOSED: AtomicBool = AtomicBool::new(false);
}
