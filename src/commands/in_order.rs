//! Work on a range of seeds done on worker threads and handed on in seed
//! order, each answer as soon as it and every one before it are decided:
//! `solve --seeds` prints (and flushes) each deal's line then, so an
//! interrupt loses only the deals still running. A worker starts a seed
//! at most [`AHEAD`] seeds past the first one not yet handed on, so the
//! answers held back waiting for an earlier one stay few however long the
//! range.

use crate::solver::simulate::SeedRange;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Condvar, Mutex};

/// How many seeds past the first one not yet handed on a worker may start.
pub const AHEAD: u64 = 64;

/// What the workers and the thread handing answers on share.
struct Shared {
    /// The next seed to start, or `None` once every seed has started.
    next: Mutex<Option<u64>>,
    /// How many answers have been handed on.
    handed_on: Mutex<u64>,
    /// Told whenever `handed_on` grows or `stop` is set.
    moved: Condvar,
    /// Set when no more seeds are to be started.
    stop: AtomicBool,
}

impl Shared {
    /// Tells every worker to start no more seeds.
    fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        let _guard = self.handed_on.lock().unwrap_or_else(|e| e.into_inner());
        self.moved.notify_all();
    }

    /// The next seed a worker is to work on, waiting until it is within
    /// [`AHEAD`] of the first not handed on; `None` when there is none or
    /// the work stopped.
    fn take(&self, range: SeedRange) -> Option<u64> {
        let seed = {
            let mut next = self.next.lock().unwrap_or_else(|e| e.into_inner());
            let seed = (*next)?;
            *next = seed.checked_add(1).filter(|&n| n <= range.last);
            seed
        };
        let index = seed - range.first;
        let mut handed_on = self.handed_on.lock().unwrap_or_else(|e| e.into_inner());
        while index >= handed_on.saturating_add(AHEAD) && !self.stop.load(Ordering::SeqCst) {
            handed_on = self
                .moved
                .wait(handed_on)
                .unwrap_or_else(|e| e.into_inner());
        }
        (!self.stop.load(Ordering::SeqCst)).then_some(seed)
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

/// Runs `work` on each seed of `range` on the threads of `pool` and hands
/// each answer to `hand_on` in seed order, as soon as it and every one
/// before it are decided. An error from `hand_on` stops the work: no more
/// seeds are started, the ones running are finished and dropped, and the
/// error is returned.
pub fn in_seed_order<T: Send, E>(
    pool: &rayon::ThreadPool,
    range: SeedRange,
    work: impl Fn(u64) -> T + Sync,
    mut hand_on: impl FnMut(T) -> Result<(), E>,
) -> Result<(), E> {
    let shared = Shared {
        next: Mutex::new(Some(range.first)),
        handed_on: Mutex::new(0),
        moved: Condvar::new(),
        stop: AtomicBool::new(false),
    };
    let (sender, answers) = mpsc::channel::<(u64, T)>();
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            let sender = sender.clone();
            let (shared, work) = (&shared, &work);
            scope.spawn(move |_| {
                let _stop = StopOnPanic(shared);
                while let Some(seed) = shared.take(range) {
                    if sender.send((seed, work(seed))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let handed = hand_on_in_order(&shared, range.first, answers, &mut hand_on);
        shared.stop();
        handed
    })
}

/// Hands on the answers arriving on `answers` in seed order from `first`,
/// holding back each until those before it are handed on; the first error
/// from `hand_on` ends it.
fn hand_on_in_order<T, E>(
    shared: &Shared,
    first: u64,
    answers: mpsc::Receiver<(u64, T)>,
    hand_on: &mut impl FnMut(T) -> Result<(), E>,
) -> Result<(), E> {
    let mut held = BTreeMap::new();
    let mut expected = Some(first);
    for (seed, answer) in answers {
        held.insert(seed, answer);
        while let Some(answer) = expected.and_then(|seed| held.remove(&seed)) {
            hand_on(answer)?;
            expected = expected.and_then(|seed| seed.checked_add(1));
            let mut handed_on = shared.handed_on.lock().unwrap_or_else(|e| e.into_inner());
            *handed_on += 1;
            shared.moved.notify_all();
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
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
