//! The pool of worker threads `patience simulate` runs on, started so that
//! a system short of memory is a sentence, never an abort.
//!
//! A thread the system cannot create is an error rayon returns. But a
//! thread that is created and then cannot get the small signal stack the
//! standard library gives every thread stops the whole program. So before
//! any thread starts, the address space for all of them is asked of the
//! system at once (and given back): a refusal there is the same error,
//! said before anything has started.
//!
//! The C library's allocator would also give each new thread an arena of
//! its own, reserving 64 MiB of address space (and asking for twice that
//! for a moment) the first time the thread allocates: under a cap on
//! address space that comes after the room was asked for, and a thread
//! whose allocation then fails ends the program (glibc's "failed to
//! register TLS destructor"). So the pool's threads share the allocator's
//! main arena, and the room asked for is the room they take.

use std::io;

/// The stack of each worker thread: the standard library's default. The
/// search keeps its own stack on the heap, so a worker needs no more.
const WORKER_STACK: usize = 2 << 20;

/// What a worker thread takes besides its stack, with room to spare: the
/// signal stack the standard library maps for it, guard pages, and its
/// thread-local data.
const WORKER_EXTRA: usize = 256 << 10;

/// Room the program needs besides its threads' stacks once they run: the
/// allocator's arenas for the threads and the searches' small allocations
/// (the solver's tables ask for their memory fallibly, and a refusal there
/// makes a deal unknown, never an abort).
const WORKING_ROOM: usize = 64 << 20;

/// A pool of `threads` worker threads (rayon's default count if `None`),
/// or why the system would not start them.
pub fn worker_pool(threads: Option<usize>) -> io::Result<rayon::ThreadPool> {
    let count = match threads {
        Some(threads) => threads,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    one_arena();
    room_for(count)?;
    let mut pool = rayon::ThreadPoolBuilder::new().stack_size(WORKER_STACK);
    if let Some(threads) = threads {
        pool = pool.num_threads(threads);
    }
    pool.build().map_err(io::Error::other)
}

/// Keeps the C library's allocator from giving threads arenas of their
/// own, so that starting a thread takes only its stacks.
fn one_arena() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets an allocator parameter; M_ARENA_MAX takes
    // any positive count.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
}

/// Asks the system for the address space `count` worker threads take, with
/// the room they work in, and gives it back; an error if the system
/// refuses it.
fn room_for(count: usize) -> io::Result<()> {
    let bytes = count
        .checked_mul(WORKER_STACK + WORKER_EXTRA)
        .and_then(|threads| threads.checked_add(WORKING_ROOM))
        .ok_or(io::ErrorKind::OutOfMemory)?;
    let mut room: Vec<u8> = Vec::new();
    room.try_reserve_exact(bytes)
        .map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
    // Keep the request from being optimised away: it is the whole point.
    std::hint::black_box(room.as_mut_ptr());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_for_more_threads_than_the_address_space_holds_is_refused() {
        let refused = room_for(usize::MAX / WORKER_STACK).unwrap_err();
        assert_eq!(refused.kind(), io::ErrorKind::OutOfMemory);
    }

    #[test]
    fn a_pool_of_the_threads_asked_for_starts() {
        let pool = worker_pool(Some(3)).unwrap();
        assert_eq!(pool.current_num_threads(), 3);
    }
}
