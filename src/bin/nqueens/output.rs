//! Standard output as a handle that reports every write failure.
//!
//! Rust's std hides two: a stdout that is closed when the program starts
//! (`nqueens solve 10 >&-`) is reopened on /dev/null before `main`, so
//! everything written to it vanishes; and `EBADF` on stdout (open for
//! reading only, `1</dev/null`) is taken for success. Here the first is
//! noticed before std's start-up (Linux: a constructor in `.init_array`),
//! and results are written through a duplicate of the descriptor, a plain
//! file whose errors are errors. A reader that leaves early (`| head`,
//! `EPIPE`) stays the caller's business: see `main`.

use std::io::{self, Write};

/// The handle results are written through; the error says why there is
/// none (stdout closed, or not writable).
pub fn stdout() -> io::Result<Box<dyn Write>> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if closed_at_start() {
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

#[cfg(target_os = "linux")]
fn closed_at_start() -> bool {
    start::STDOUT_CLOSED.load(std::sync::atomic::Ordering::Relaxed)
}

#[cfg(all(unix, not(target_os = "linux")))]
fn closed_at_start() -> bool {
    false
}

/// Runs before std's start-up, which reopens closed standard streams on
/// /dev/null: duplicating descriptor 1 fails (EBADF) exactly when it is
/// closed. (The C runtime calls `.init_array` functions before `main`.)
#[cfg(target_os = "linux")]
mod start {
    use std::io;
    use std::os::fd::AsFd;
    use std::sync::atomic::{AtomicBool, Ordering};

    pub static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

    extern "C" fn note_closed_stdout() {
        let closed = io::stdout().as_fd().try_clone_to_owned().is_err();
        STDOUT_CLOSED.store(closed, Ordering::Relaxed);
    }

    #[used]
    #[link_section = ".init_array"]
    static NOTE_CLOSED_STDOUT: extern "C" fn() = note_closed_stdout;
}
