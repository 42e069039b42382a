//! The one depth-first search every game's solver shares: an explicit stack
//! (no recursion, so long Sweet Sixteen lines cannot overflow a thread's
//! stack), a transposition table of visited canonical states, a node limit,
//! and the most cards cleared by any state seen.

use super::table::{KeySet, Refusal, TableKey};

/// The least node limit at which a game's solver runs its preliminary
/// passes (Eliminator's short searches, Sweet Sixteen's relaxed game)
/// before the full search; the hints' small budgets get the full search
/// alone.
pub(crate) const PRELIMINARY_FROM: u64 = 500_000;

/// A game's compact search state. Implementations hold only what decides
/// the game from here on, and give equivalent states the same [`Problem::key`].
pub(crate) trait Problem: Sized {
    /// One canonical move; the solver turns a line of these into player moves.
    type Step: Copy;

    /// True if every maximal line from a state ends in the same outcome and
    /// clears the same number of cards (the game is confluent), so the search
    /// follows one move per state and needs no transposition table.
    const CONFLUENT: bool = false;

    /// True if the game keeps its own record of the states met
    /// ([`Problem::meet`]) in place of the search's table.
    const OWN_RECORD: bool = false;

    /// For a game with its own record: true if this state is to be
    /// visited (then it is recorded as met), false if a state met before
    /// can do all it can (then it is passed over uncounted), or the
    /// record's refusal to grow.
    fn meet(&mut self) -> Result<bool, Refusal> {
        Ok(true)
    }

    /// The key type: `u64` when a state packs into 64 bits, else `u128`.
    type Key: SearchKey;

    /// A key equal for equivalent states and different otherwise. Must never
    /// be all ones (the table's empty mark).
    fn key(&self) -> Self::Key;

    /// True if the game is won in this state.
    fn is_won(&self) -> bool;

    /// The game's measure of progress in this state.
    fn cleared(&self) -> u8;

    /// Appends the canonical moves from this state to `out` (one
    /// representative per class of equivalent moves; for a confluent game,
    /// at most one).
    fn steps(&self, out: &mut Vec<Self::Step>);

    /// The state after `step`.
    fn apply(&self, step: Self::Step) -> Self;

    /// An upper bound on [`Problem::cleared`] over every state reachable
    /// from this one (this one included). The search does not expand a
    /// state whose bound is at most the best cleared so far: no line through
    /// it can win or clear more. The default never prunes.
    fn bound(&self) -> u8 {
        u8::MAX
    }

    /// True if the search need not expand this state: nothing through it
    /// can beat `best`, the most cleared so far. The default asks
    /// [`Problem::bound`]; a state that searches for the verdict alone
    /// ([`Goal::Verdict`]) says true as soon as it cannot win.
    fn hopeless(&mut self, best: u8) -> bool {
        self.bound() <= best
    }
}

/// What a search must establish about a position.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Won or lost, and for a lost position the most cards any line
    /// clears: a state is passed over only when no line through it clears
    /// more than the best so far.
    #[default]
    MostCleared,
    /// Won or lost alone: a state is passed over as soon as no line through
    /// it wins, so a lost position's most cleared is only the most seen.
    /// Only the searches of the foundation games and of the games of
    /// covered cards differ for it; the other games' searches are the same
    /// for both goals.
    Verdict,
}

/// How a search ended (in JSON: `"won"`, `"lost"`, `"unknown"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// A winning line exists (and was found).
    Won,
    /// No line wins.
    Lost,
    /// The node limit was reached first.
    Unknown,
}

impl Verdict {
    /// `won`, `lost` or `unknown`.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Unknown => "unknown",
        }
    }
}

/// What stopped a search before it decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Halt {
    /// It visited as many states as it was allowed.
    NodeLimit,
    /// Its tables reached the memory cap.
    MemoryCap,
    /// The system refused memory its tables needed (this many bytes).
    OutOfMemory(usize),
}

impl From<Refusal> for Halt {
    fn from(refusal: Refusal) -> Halt {
        match refusal {
            Refusal::AtLimit => Halt::MemoryCap,
            Refusal::NoMemory(bytes) => Halt::OutOfMemory(bytes),
        }
    }
}

impl Halt {
    /// True if memory, not the node limit, stopped the search.
    pub fn is_memory(self) -> bool {
        self != Halt::NodeLimit
    }

    /// Of two reasons that each stopped part of a search, the one to report:
    /// a refusal of the system over the cap, the cap over the node limit.
    pub(crate) fn graver(self, other: Halt) -> Halt {
        match (self, other) {
            (Halt::OutOfMemory(_), _) => self,
            (_, Halt::OutOfMemory(_)) => other,
            (Halt::MemoryCap, _) | (_, Halt::MemoryCap) => Halt::MemoryCap,
            _ => Halt::NodeLimit,
        }
    }
}

/// What a search found, in the game's own steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found<S> {
    pub verdict: Verdict,
    /// Why the verdict is unknown (`None` once decided).
    pub halt: Option<Halt>,
    pub nodes: u64,
    pub best_cleared: u8,
    pub line: Vec<S>,
    /// True if the start had no move at all.
    pub stuck: bool,
}

/// Reusable search memory: the transposition tables, kept between deals so
/// a run of a million deals allocates once (a game uses the one of its key
/// width; the other stays at its small starting size).
#[derive(Default)]
pub(crate) struct Workspace {
    narrow: KeySet<u64>,
    wide: KeySet<u128>,
}

impl Workspace {
    /// Sets the most bytes the table of either key width may take.
    pub(crate) fn set_limit(&mut self, bytes: usize) {
        self.narrow.set_limit(bytes);
        self.wide.set_limit(bytes);
    }
}

/// A key width the search supports: each has its table in a [`Workspace`].
pub(crate) trait SearchKey: TableKey {
    /// The workspace's table for keys of this width.
    fn table(ws: &mut Workspace) -> &mut KeySet<Self>;
}

impl SearchKey for u64 {
    fn table(ws: &mut Workspace) -> &mut KeySet<u64> {
        &mut ws.narrow
    }
}

impl SearchKey for u128 {
    fn table(ws: &mut Workspace) -> &mut KeySet<u128> {
        &mut ws.wide
    }
}

struct Frame<P> {
    state: P,
    /// Index in the step arena of this frame's next untried step.
    next: usize,
    /// End of this frame's steps in the arena.
    end: usize,
}

/// Searches from `start` for a winning line, visiting at most `max_nodes`
/// distinct states.
pub(crate) fn search<P: Problem>(start: P, max_nodes: u64, ws: &mut Workspace) -> Found<P::Step> {
    Search::new(start, ws).run(max_nodes)
}

/// A search that can stop at a node limit and go on later from where it
/// stopped, exactly as if it had been run with the later limit at once.
pub(crate) struct Search<'w, P: Problem> {
    table: &'w mut KeySet<P::Key>,
    arena: Vec<P::Step>,
    stack: Vec<Frame<P>>,
    nodes: u64,
    best: u8,
    stuck: bool,
    /// A state counted but not yet expanded when a run hit its limit.
    pending: Option<P>,
    /// What stopped the search for good: its table could not grow.
    full: Option<Halt>,
    /// The result, once the search is won or lost.
    decided: Option<Found<P::Step>>,
}

impl<'w, P: Problem> Search<'w, P> {
    /// A search from `start` that has visited only `start`.
    pub(crate) fn new(mut start: P, ws: &'w mut Workspace) -> Search<'w, P> {
        let table = P::Key::table(ws);
        table.clear();
        let mut search = Search {
            table,
            arena: Vec::new(),
            stack: Vec::new(),
            nodes: 1,
            best: start.cleared(),
            stuck: false,
            pending: None,
            full: None,
            decided: None,
        };
        if start.is_won() {
            search.nodes = 0;
            search.decided = Some(search.found(Verdict::Won, Vec::new()));
            return search;
        }
        if let Err(refusal) = search.first_meeting(&mut start) {
            search.full = Some(refusal.into());
            return search;
        }
        start.steps(&mut search.arena);
        search.stuck = search.arena.is_empty();
        let end = search.arena.len();
        search.stack.push(Frame {
            state: start,
            next: 0,
            end,
        });
        search
    }

    /// True if `state` is to be visited: not met before (in the table, or
    /// in the game's own record), or any state of a confluent game.
    #[inline]
    fn first_meeting(&mut self, state: &mut P) -> Result<bool, Refusal> {
        if P::CONFLUENT {
            Ok(true)
        } else if P::OWN_RECORD {
            state.meet()
        } else {
            self.table.insert(state.key())
        }
    }

    fn found(&self, verdict: Verdict, line: Vec<P::Step>) -> Found<P::Step> {
        Found {
            verdict,
            halt: None,
            nodes: self.nodes,
            best_cleared: self.best,
            line,
            stuck: self.stuck,
        }
    }

    /// Pushes a newly counted state's steps, unless its bound shows that
    /// nothing through it can beat the best so far.
    fn expand(&mut self, mut state: P) {
        if state.hopeless(self.best) {
            return;
        }
        let begin = self.arena.len();
        state.steps(&mut self.arena);
        let end = self.arena.len();
        if begin < end {
            self.stack.push(Frame {
                state,
                next: begin,
                end,
            });
        }
    }

    /// The unknown verdict, stopped by `halt`.
    fn halted(&self, halt: Halt) -> Found<P::Step> {
        Found {
            halt: Some(halt),
            ..self.found(Verdict::Unknown, Vec::new())
        }
    }

    /// Goes on until the search is decided or has visited more than
    /// `max_nodes` states in all (then the verdict is unknown, and a later
    /// run with a higher limit goes on from there), or until its table can
    /// grow no more (then the verdict is unknown for good).
    pub(crate) fn run(&mut self, max_nodes: u64) -> Found<P::Step> {
        if let Some(found) = &self.decided {
            return found.clone();
        }
        if let Some(halt) = self.full {
            return self.halted(halt);
        }
        if self.nodes > max_nodes {
            return self.halted(Halt::NodeLimit);
        }
        if let Some(state) = self.pending.take() {
            self.expand(state);
        }
        while let Some(top) = self.stack.last_mut() {
            if top.next == top.end {
                let end = top.end;
                self.stack.pop();
                let begin = self.stack.last().map_or(0, |f| f.end);
                debug_assert!(begin <= end);
                self.arena.truncate(begin);
                continue;
            }
            let step = self.arena[top.next];
            top.next += 1;
            let mut child = top.state.apply(step);
            self.best = self.best.max(child.cleared());
            if child.is_won() {
                let line = self.stack.iter().map(|f| self.arena[f.next - 1]).collect();
                let found = self.found(Verdict::Won, line);
                self.decided = Some(found.clone());
                return found;
            }
            match self.first_meeting(&mut child) {
                Ok(true) => {}
                Ok(false) => continue,
                Err(refusal) => {
                    let halt = refusal.into();
                    self.full = Some(halt);
                    return self.halted(halt);
                }
            }
            self.nodes += 1;
            if self.nodes > max_nodes {
                self.pending = Some(child);
                return self.halted(Halt::NodeLimit);
            }
            self.expand(child);
        }
        let found = self.found(Verdict::Lost, Vec::new());
        self.decided = Some(found.clone());
        found
    }
}

/// How many states a racing search visits between looks at its rival.
const RACE_CHUNK: u64 = 4_096;

/// Races two searches of the same position in different move orders, on
/// two threads when rayon has one free and one after the other otherwise,
/// with the same answer either way: the search that decides at the earlier
/// *time* gives it, where the first search's time is its own state count
/// and the second's is `head_start` plus its count (a tie goes to the
/// first). Run one after the other, the first runs to its end and the
/// second only as far as it could still win; run side by side, each stops
/// once it can no longer win. The states reported are those the two would
/// visit running in step up to the deciding time (the first alone for
/// `head_start` states, then both), and that count never exceeds
/// `max_nodes`: the first may take `(max_nodes + head_start) / 2` states
/// and the second `head_start` fewer. A search whose table can grow no more
/// stops there, and counts only the states it visited; the other goes on.
pub(crate) fn race<P>(
    first: P,
    second: P,
    head_start: u64,
    max_nodes: u64,
    workspaces: (&mut Workspace, &mut Workspace),
) -> Found<P::Step>
where
    P: Problem + Send,
    P::Step: Send,
{
    use std::sync::atomic::{AtomicU64, Ordering};
    if max_nodes <= head_start {
        return search(first, max_nodes, workspaces.0);
    }
    let first_limit = (max_nodes + head_start) / 2;
    // The time at which each search decided, once it has.
    let undecided = u64::MAX;
    let (first_at, second_at) = (AtomicU64::new(undecided), AtomicU64::new(undecided));
    let leg = |state: P,
               ws: &mut Workspace,
               offset: u64,
               limit: u64,
               mine: &AtomicU64,
               rival: &AtomicU64,
               ties: bool| {
        let mut search = Search::new(state, ws);
        let mut until = 0;
        loop {
            // The latest time at which this search would still win.
            let rival_time = rival.load(Ordering::Acquire);
            let cap = if rival_time == undecided {
                limit
            } else {
                let last = if ties {
                    rival_time
                } else {
                    rival_time.saturating_sub(1)
                };
                limit.min(last.saturating_sub(offset))
            };
            until = cap.min(until + RACE_CHUNK);
            let found = search.run(until);
            if found.verdict != Verdict::Unknown {
                mine.store(offset + found.nodes, Ordering::Release);
                return found;
            }
            if until >= cap || found.halt.is_some_and(Halt::is_memory) {
                return found;
            }
        }
    };
    let (ws_first, ws_second) = workspaces;
    let (a, b) = rayon::join(
        || {
            let found = leg(first, ws_first, 0, first_limit, &first_at, &second_at, true);
            P::Key::table(ws_first).clear();
            found
        },
        || {
            let found = leg(
                second,
                ws_second,
                head_start,
                first_limit - head_start,
                &second_at,
                &first_at,
                false,
            );
            P::Key::table(ws_second).clear();
            found
        },
    );
    let stuck = a.stuck;
    let a_time = (a.verdict != Verdict::Unknown).then_some(a.nodes);
    let b_time = (b.verdict != Verdict::Unknown).then_some(head_start + b.nodes);
    let a_wins = a_time.is_some_and(|at| b_time.is_none_or(|bt| at <= bt));
    let time = match (a_time, b_time) {
        (Some(at), _) if a_wins => at,
        (_, Some(bt)) => bt,
        _ => first_limit,
    };
    // The states a search visited by `time` of its own count: all of them
    // if it was still going, fewer if its table stopped it earlier.
    let visited = |found: &Found<P::Step>, time: u64| match found.halt {
        Some(halt) if halt.is_memory() => found.nodes.min(time),
        _ => time,
    };
    let nodes = visited(&a, time) + visited(&b, time.saturating_sub(head_start));
    let winner = if a_wins {
        a
    } else if b_time.is_some() {
        b
    } else {
        Found {
            best_cleared: a.best_cleared.max(b.best_cleared),
            halt: a.halt.zip(b.halt).map(|(x, y)| x.graver(y)),
            ..a
        }
    };
    Found {
        nodes,
        stuck,
        ..winner
    }
}
