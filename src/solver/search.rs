//! The one depth-first search every game's solver shares: an explicit stack
//! (no recursion, so long Sweet Sixteen lines cannot overflow a thread's
//! stack), a transposition table of visited canonical states, a node limit,
//! and the most cards cleared by any state seen.

use super::table::KeySet;

/// A game's compact search state. Implementations hold only what decides
/// the game from here on, and give equivalent states the same [`Problem::key`].
pub(crate) trait Problem: Sized {
    /// One canonical move; the solver turns a line of these into player moves.
    type Step: Copy;

    /// True if every maximal line from a state ends in the same outcome and
    /// clears the same number of cards (the game is confluent), so the search
    /// follows one move per state and needs no transposition table.
    const CONFLUENT: bool = false;

    /// A key equal for equivalent states and different otherwise. Must never
    /// be `u128::MAX` (the table's empty mark).
    fn key(&self) -> u128;

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
}

/// How a search ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
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

/// What a search found, in the game's own steps.
#[derive(Clone, Debug)]
pub(crate) struct Found<S> {
    pub verdict: Verdict,
    pub nodes: u64,
    pub best_cleared: u8,
    pub line: Vec<S>,
    /// True if the start had no move at all.
    pub stuck: bool,
}

/// Reusable search memory: the transposition table and the stacks, kept
/// between deals so a run of a million deals allocates once.
#[derive(Default)]
pub(crate) struct Workspace {
    table: KeySet,
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
    ws.table.clear();
    let mut best = start.cleared();
    if start.is_won() {
        return Found {
            verdict: Verdict::Won,
            nodes: 0,
            best_cleared: best,
            line: Vec::new(),
            stuck: false,
        };
    }
    let mut nodes = 1u64;
    let mut arena: Vec<P::Step> = Vec::new();
    let mut stack: Vec<Frame<P>> = Vec::new();
    if !P::CONFLUENT {
        ws.table.insert(start.key());
    }
    start.steps(&mut arena);
    let stuck = arena.is_empty();
    stack.push(Frame {
        state: start,
        next: 0,
        end: arena.len(),
    });
    while let Some(top) = stack.last_mut() {
        if top.next == top.end {
            let end = top.end;
            stack.pop();
            let begin = stack.last().map_or(0, |f| f.end);
            debug_assert!(begin <= end);
            arena.truncate(begin);
            continue;
        }
        let step = arena[top.next];
        top.next += 1;
        let child = top.state.apply(step);
        best = best.max(child.cleared());
        if child.is_won() {
            let line = stack.iter().map(|f| arena[f.next - 1]).collect();
            return Found {
                verdict: Verdict::Won,
                nodes,
                best_cleared: best,
                line,
                stuck,
            };
        }
        if !P::CONFLUENT && !ws.table.insert(child.key()) {
            continue;
        }
        nodes += 1;
        if nodes > max_nodes {
            return Found {
                verdict: Verdict::Unknown,
                nodes,
                best_cleared: best,
                line: Vec::new(),
                stuck,
            };
        }
        if child.bound() <= best {
            continue;
        }
        let begin = arena.len();
        child.steps(&mut arena);
        let end = arena.len();
        if begin == end {
            continue;
        }
        stack.push(Frame {
            state: child,
            next: begin,
            end,
        });
    }
    Found {
        verdict: Verdict::Lost,
        nodes,
        best_cleared: best,
        line: Vec::new(),
        stuck,
    }
}
