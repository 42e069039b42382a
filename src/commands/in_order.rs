//! Work on a range of seeds done on worker threads and handed on in seed
//! order, each answer as soon as it and every one before it are decided:
//! `solve --seeds` prints (and flushes) each deal's line then, so an
//! interrupt loses only the deals still running. The worker that decides
//! the next answer due hands it on itself (with any later ones already
//! waiting), so a quick deal costs no wake-up of another thread. A worker
//! starts a seed at most [`AHEAD`] seeds past the first one not yet handed
//! on, so the answers held back waiting for an earlier one stay few however
//! long the range.

use crate::solver::simulate::SeedRange;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// How many seeds past the first one not yet handed on a worker may start.
pub const AHEAD: u64 = 64;

/// How far the handing on has got, and how many workers wait for it.
struct Progress {
    /// How many answers have been handed on.
    handed_on: u64,
    /// How many workers wait on [`Shared::moved`].
    waiting: usize,
}

/// What the workers share.
struct Shared {
    /// The next seed to start, or `None` once every seed has started.
    next: Mutex<Option<u64>>,
    /// How far the handing on has got.
    progress: Mutex<Progress>,
    /// Told whenever `progress.handed_on` grows or `stop` is set, if a
    /// worker waits.
    moved: Condvar,
    /// Set when no more seeds are to be started.
    stop: AtomicBool,
}

/// Locks `mutex`, taking the value over from a worker that panicked
/// holding it (the work stops then anyway, [`StopOnPanic`]).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    /// Tells every worker to start no more seeds.
    fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        let _guard = lock(&self.progress);
        self.moved.notify_all();
    }

    /// Counts `count` more answers handed on, waking the workers waiting
    /// for room ahead, if any.
    fn handed(&self, count: u64) {
        let mut progress = lock(&self.progress);
        progress.handed_on += count;
        if progress.waiting > 0 {
            self.moved.notify_all();
        }
    }

    /// The next seed a worker is to work on, waiting until it is within
    /// [`AHEAD`] of the first not handed on; `None` when there is none or
    /// the work stopped.
    fn take(&self, range: SeedRange) -> Option<u64> {
        let seed = {
            let mut next = lock(&self.next);
            let seed = (*next)?;
            *next = seed.checked_add(1).filter(|&n| n <= range.last);
            seed
        };
        let index = seed - range.first;
        let mut progress = lock(&self.progress);
        while index >= progress.handed_on.saturating_add(AHEAD) && !self.stopped() {
            progress.waiting += 1;
            progress = self.moved.wait(progress).unwrap_or_else(|e| e.into_inner());
            progress.waiting -= 1;
        }
        (!self.stopped()).then_some(seed)
    }

    /// True once no more seeds are to be started.
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }
}

/// Stops the work if the worker holding it ends by a panic, so the others
/// are not left waiting for an answer that will never come.
struct StopOnPanic<'a>(&'a Shared);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop();
        }
    }
}

/// The answers decided ahead of their turn, and where they go.
struct Handing<T, H, E> {
    /// Answers waiting for an earlier one, by seed.
    held: BTreeMap<u64, T>,
    /// The seed whose answer is due next (`None` past the last `u64`).
    expected: Option<u64>,
    /// Where each answer goes, in seed order.
    hand_on: H,
    /// The first error `hand_on` gave, which ends the work.
    failed: Option<E>,
}

impl<T, H: FnMut(T) -> Result<(), E>, E> Handing<T, H, E> {
    /// Takes `answer` for `seed` and hands on every answer now due,
    /// returning how many went; after an error, takes nothing more.
    fn arrive(&mut self, seed: u64, answer: T) -> u64 {
        if self.failed.is_some() {
            return 0;
        }
        self.held.insert(seed, answer);
        let mut handed = 0;
        while let Some(answer) = self.expected.and_then(|seed| self.held.remove(&seed)) {
            if let Err(err) = (self.hand_on)(answer) {
                self.failed = Some(err);
                self.held.clear();
                break;
            }
            self.expected = self.expected.and_then(|seed| seed.checked_add(1));
            handed += 1;
        }
        handed
    }
}

/// Runs `work` on each seed of `range` on the threads of `pool` and hands
/// each answer to `hand_on` in seed order, as soon as it and every one
/// before it are decided (on the thread that decided the last of them).
/// An error from `hand_on` stops the work: no more seeds are started, the
/// ones running are finished and dropped, and the error is returned.
pub fn in_seed_order<T: Send, E: Send>(
    pool: &rayon::ThreadPool,
    range: SeedRange,
    work: impl Fn(u64) -> T + Sync,
    hand_on: impl FnMut(T) -> Result<(), E> + Send,
) -> Result<(), E> {
    let shared = Shared {
        next: Mutex::new(Some(range.first)),
        progress: Mutex::new(Progress {
            handed_on: 0,
            waiting: 0,
        }),
        moved: Condvar::new(),
        stop: AtomicBool::new(false),
    };
    let handing = Mutex::new(Handing {
        held: BTreeMap::new(),
        expected: Some(range.first),
        hand_on,
        failed: None,
    });
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            let (shared, work, handing) = (&shared, &work, &handing);
            scope.spawn(move |_| {
                let _stop = StopOnPanic(shared);
                while let Some(seed) = shared.take(range) {
                    let answer = work(seed);
                    let mut handing = lock(handing);
                    let handed = handing.arrive(seed, answer);
                    let failed = handing.failed.is_some();
                    drop(handing);
                    if failed {
                        shared.stop();
                        break;
                    }
                    if handed > 0 {
                        shared.handed(handed);
                    }
                }
            });
        }
    });
    let handing = handing.into_inner().unwrap_or_else(|e| e.into_inner());
    handing.failed.map_or(Ok(()), Err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;

    fn pool(threads: usize) -> rayon::ThreadPool {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
    }

    #[test]
    fn answers_are_handed_on_in_seed_order_whatever_order_they_are_decided_in() {
        let range = SeedRange {
            first: 10,
            last: 300,
        };
        let mut seen = Vec::new();
        let slow_first = |seed: u64| {
            // Early seeds take longest, so later ones are decided first.
            std::thread::sleep(Duration::from_micros(300u64.saturating_sub(seed) * 10));
            seed
        };
        in_seed_order::<u64, ()>(&pool(4), range, slow_first, |seed| {
            seen.push(seed);
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, (10..=300).collect::<Vec<u64>>());
    }

    /// The first seed's answer is handed on as soon as it is decided, while
    /// a later seed is still running: nothing waits for a batch.
    #[test]
    fn an_answer_is_handed_on_while_later_seeds_still_run() {
        let range = SeedRange { first: 1, last: 4 };
        let (release, released) = mpsc::channel::<()>();
        let released = Mutex::new(released);
        let work = |seed: u64| {
            if seed != 1 {
                // Seeds after the first wait until the first is handed on.
                let _ = released
                    .lock()
                    .unwrap()
                    .recv_timeout(Duration::from_secs(30));
            }
            seed
        };
        let mut seen = Vec::new();
        in_seed_order::<u64, ()>(&pool(2), range, work, |seed| {
            if seed == 1 {
                for _ in 0..3 {
                    let _ = release.send(());
                }
            }
            seen.push(seed);
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, vec![1, 2, 3, 4]);
    }

    #[test]
    fn no_seed_starts_more_than_ahead_past_the_first_not_handed_on() {
        let range = SeedRange {
            first: 0,
            last: 1000,
        };
        let started = Mutex::new(Vec::new());
        let mut handed = 0u64;
        let work = |seed: u64| {
            started.lock().unwrap().push(seed);
            seed
        };
        in_seed_order::<u64, ()>(&pool(3), range, work, |seed| {
            let furthest = *started.lock().unwrap().iter().max().unwrap();
            assert!(
                furthest < handed + AHEAD + 1,
                "{furthest} started at {seed}"
            );
            handed += 1;
            Ok(())
        })
        .unwrap();
    }

    #[test]
    fn an_error_handing_on_stops_the_work_and_is_returned() {
        let range = SeedRange {
            first: 0,
            last: u64::MAX,
        };
        let result = in_seed_order(
            &pool(2),
            range,
            |seed| seed,
            |seed| match seed {
                5 => Err(seed),
                _ => Ok(()),
            },
        );
        assert_eq!(result, Err(5));
    }

    #[test]
    fn the_last_seed_of_all_is_worked_on() {
        let range = SeedRange {
            first: u64::MAX - 2,
            last: u64::MAX,
        };
        let mut seen = Vec::new();
        in_seed_order::<u64, ()>(
            &pool(2),
            range,
            |seed| seed,
            |seed| {
                seen.push(seed);
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(seen, vec![u64::MAX - 2, u64::MAX - 1, u64::MAX]);
    }
}
