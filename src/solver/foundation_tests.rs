//! Unit tests of the foundation solver, kept beside it.

use super::*;
use crate::cards::Card;
use crate::deal::{bounded, shuffle, Deal};
use crate::games::foundation_shape::{DealLayout, Succession};
use crate::games::{golf, AnyGame, Game, GameId, Outcome, Rules};
use crate::solver::{solve_position, Position, Solver};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The start of a deal of `game` (the standard variant).
fn start_of(game: GameId, seed: u64) -> FoundationStart {
    match AnyGame::new(Rules::standard(game), &Deal::from_seed(seed)).0 {
        AnyGame::Foundation(g) => FoundationStart::from_game(&g),
        _ => unreachable!("a foundation game"),
    }
}

/// The three successions of the Golfs: Relaxed Golf's, which wraps; our
/// Golf's (PySolFC's Dead King Golf), where nothing goes on a king; and
/// PySolFC's Golf's, where a queen goes on a king.
const SUCCESSIONS: [Succession; 3] = [
    Succession::WRAPPING,
    Succession::KING_CLOSES,
    Succession::QUEEN_ON_KING,
];

/// Golf dealt from `seed` with `succession` in place of its own: the
/// engine plays any layout it is given, so no registry entry is needed.
fn golf_with(succession: Succession, seed: u64) -> AnyGame {
    let layout = DealLayout {
        succession,
        ..golf::LAYOUT
    };
    let rules = Rules::standard(GameId::Golf);
    AnyGame::Foundation(FoundationGame::new(
        rules,
        layout,
        &Deal::from_seed(seed),
        1,
    ))
}

/// The solver's start of [`golf_with`].
fn golf_start_with(succession: Succession, seed: u64) -> FoundationStart {
    match golf_with(succession, seed) {
        AnyGame::Foundation(g) => FoundationStart::from_game(&g),
        _ => unreachable!("a foundation game"),
    }
}

fn eliminator_start(seed: u64) -> FoundationStart {
    start_of(GameId::Eliminator, seed)
}

/// The bit-set form of a succession agrees with the rule itself, for
/// every rank set of one rank and the union of any two, under every
/// succession.
#[test]
fn the_bit_set_succession_agrees_with_the_rule() {
    for succession in SUCCESSIONS {
        let start = golf_start_with(succession, 1);
        for t in 1..14u8 {
            for u in 1..14u8 {
                let expected = (1..14u8)
                    .filter(|&r| succession.takes_number(t, r) || succession.takes_number(u, r))
                    .fold(0, |m, r| m | bit(r));
                let union = bit(t) | bit(u);
                assert_eq!(start.takers_of(union), expected, "{succession:?} {t} {u}");
                assert_eq!(
                    start.takers[usize::from(t)] & bit(u) != 0,
                    succession.takes_number(t, u)
                );
            }
        }
    }
}

/// The race's answer is the same on one thread and on two, and it is
/// the rule's: the search that decides at the earlier time (the rival's
/// time counting from the head start, ties to the full search), with
/// the states both visit in step up to then.
#[test]
fn the_race_gives_the_earlier_decision_on_any_number_of_threads() {
    let (head_start, max_nodes) = (300, 6_000);
    let first_limit = (max_nodes + head_start) / 2;
    let pools = [1, 2].map(|n| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .expect("a thread pool")
    });
    let (mut ws, mut rival_ws) = (Workspace::default(), Workspace::default());
    let mut winners = [0; 3];
    for seed in 1..=400 {
        let start = eliminator_start(seed);
        let rival = || Foundations {
            order: MANY_FOUNDATIONS.rival.expect("Eliminator races"),
            ..Foundations::new(&start)
        };
        let [one, two] = pools.each_ref().map(|pool| {
            pool.install(|| {
                race(
                    Foundations::new(&start),
                    rival(),
                    head_start,
                    max_nodes,
                    (&mut ws, &mut rival_ws),
                )
            })
        });
        assert_eq!(one, two, "seed {seed}");
        let full = search(Foundations::new(&start), first_limit, &mut ws);
        let other = search(rival(), first_limit - head_start, &mut ws);
        let full_at = (full.verdict != Verdict::Unknown).then_some(full.nodes);
        let other_at = (other.verdict != Verdict::Unknown).then_some(head_start + other.nodes);
        let (expected, at, winner) = match (full_at, other_at) {
            (Some(f), o) if o.is_none_or(|o| f <= o) => (full, f, 0),
            (_, Some(o)) => (other, o, 1),
            _ => (full, first_limit, 2),
        };
        winners[winner] += 1;
        assert_eq!(one.verdict, expected.verdict, "seed {seed}");
        assert_eq!(one.line, expected.line, "seed {seed}");
        assert_eq!(one.nodes, at + at.saturating_sub(head_start), "seed {seed}");
        assert!(one.nodes <= max_nodes, "seed {seed}");
    }
    assert!(winners[0] > 10 && winners[1] > 10, "{winners:?}");
}

/// Twin columns (the same bottom ranks) that hold no more than those
/// cards leave the same two columns in either order: one key. One card
/// more, and the columns differ: two keys.
#[test]
fn twin_columns_in_either_order_have_one_key() {
    let mut twins = 0;
    for seed in 1..=50 {
        let start = start_of(GameId::BlackHole, seed);
        for &(a, b, common) in &start.twins {
            let (a, b) = (usize::from(a), usize::from(b));
            let key = |ha: u8, hb: u8| {
                let mut s = start.clone();
                s.heights[a] = ha;
                s.heights[b] = hb;
                Foundations::new(&s).key()
            };
            for low in 0..common {
                assert_eq!(key(common, low), key(low, common), "seed {seed}");
            }
            if common < start.heights[a].min(start.heights[b]) {
                let more = common + 1;
                assert_ne!(key(more, common), key(common, more), "seed {seed}");
            }
            twins += 1;
        }
    }
    assert!(twins > 100, "{twins}");
}

/// Playing a column's cards is never better than playing a taller
/// column whose top cards have the same ranks: on the positions along
/// the winning lines of Black Hole and All in a Row deals, the steps
/// leave such a column out, and the search after the other play clears
/// as many cards, and wins, whenever the search after the first does.
/// Some of the columns compared hold more than their last card.
#[test]
fn a_column_gives_way_to_a_taller_column_with_its_cards_on_top() {
    let mut ws = Workspace::default();
    // Positions with nothing compared, and compared with one card or more.
    let mut compared = [0; 3];
    for game in [GameId::BlackHole, GameId::AllInARow] {
        for seed in 1..=40 {
            let start = start_of(game, seed);
            let line = search(Foundations::new(&start), 2_000_000, &mut ws).line;
            let mut state = Foundations::new(&start);
            for step in line {
                let held = state.compare_dominated_plays(&mut ws);
                compared[usize::from(held.min(2))] += 1;
                state = state.apply(step);
            }
        }
    }
    assert!(compared[1] > 100 && compared[2] > 10, "{compared:?}");
}

impl Foundations<'_> {
    /// For the first column whose play gives way (if any): asserts the
    /// steps leave it out, and that the search after the other play
    /// does as well as the search after it. The cards that column
    /// holds if it compared, else 0.
    fn compare_dominated_plays(&self, ws: &mut Workspace) -> u8 {
        let dominated = self.dominated_columns(&self.showing_columns(ALL), ALL);
        let columns = 0..self.columns();
        let Some(yielding) = columns.clone().find(|&c| dominated & 1 << c != 0) else {
            return 0;
        };
        let ranks = |c: usize| &self.start.ranks[c][..usize::from(self.heights[c])];
        let taller = columns
            .filter(|&c| c != yielding && ranks(c).ends_with(ranks(yielding)))
            .find(|&c| self.heights[c] > self.heights[yielding] || c < yielding)
            .expect("a column with the same cards at its top, taller or earlier");
        let mut steps = Vec::new();
        self.steps(&mut steps);
        assert!(steps.iter().all(|&(c, _)| usize::from(c) != yielding));
        let r = self.column_top(yielding).expect("a card shows");
        if !self.start.takes(self.tops[0], r) {
            return 0;
        }
        let mut after = |c: usize| search(self.apply((c as u8, 0)), 200_000, ws);
        let (dominated, other) = (after(yielding), after(taller));
        if dominated.verdict == Verdict::Unknown || other.verdict == Verdict::Unknown {
            return 0;
        }
        assert!(other.best_cleared >= dominated.best_cleared);
        assert!(dominated.verdict != Verdict::Won || other.verdict == Verdict::Won);
        self.heights[yielding]
    }
}

/// The walk of [`Foundations::walks`] to `end` worked out the plain way,
/// each edge from the one before it and the ranks reached one step at a
/// time: how often it crosses each edge (index r: edge r), if it exists.
fn walk_by_recurrence(state: &Foundations, end: usize) -> Option<[i32; 14]> {
    let from = usize::from(state.tops[0]);
    let degree =
        |r: usize| 2 * i32::from(state.left[r]) + i32::from(r == from) - i32::from(r == end);
    let mut c = 0;
    for r in 1..14 {
        c = degree(r) - c;
    }
    if c % 2 != 0 || c < 0 {
        return None;
    }
    let mut e = [0i32; 14];
    e[0] = c / 2;
    for r in 1..14 {
        e[r] = degree(r) - e[r - 1];
        if e[r] < 0 {
            return None;
        }
    }
    let mut reached = bit(from as u8);
    let mut r = from;
    while e[r] > 0 && r % 13 + 1 != from {
        r = r % 13 + 1;
        reached |= bit(r as u8);
    }
    let mut r = from;
    while e[(r + 12) % 13] > 0 && (r + 11) % 13 + 1 != from {
        r = (r + 11) % 13 + 1;
        reached |= bit(r as u8);
    }
    (1..14)
        .all(|r| state.left[r] == 0 || reached & bit(r as u8) != 0)
        .then_some(e)
}

/// Whether the columns' order fits a walk crossing the edges `e` times
/// (index r: edge r), the plain way: for every cut at two edges, each
/// column read from the top's rank down, card by card, counting the
/// changes of side, none more than the cut's crossings.
fn order_fits_by_cards(state: &Foundations, e: &[i32; 14]) -> bool {
    let from = usize::from(state.tops[0]);
    for a in 1..14 {
        for b in a + 1..14 {
            // The arc a + 1 ..= b is one side.
            let side = |r: usize| (a + 1..=b).contains(&r);
            for c in 0..state.columns() {
                let mut reading = vec![from];
                for i in (0..usize::from(state.heights[c])).rev() {
                    reading.push(usize::from(state.start.ranks[c][i]));
                }
                let changes = reading
                    .windows(2)
                    .filter(|w| side(w[0]) != side(w[1]))
                    .count();
                if changes as i32 > e[a] + e[b] {
                    return false;
                }
            }
        }
    }
    true
}

/// Calls `check` on every position of a random line (seeded) from each
/// of the deals of `seeds` of `game`.
fn on_random_lines(
    game: GameId,
    seeds: std::ops::RangeInclusive<u64>,
    mut check: impl FnMut(&Foundations),
) {
    use rand_chacha::rand_core::SeedableRng;
    for seed in seeds {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let start = start_of(game, seed);
        let mut state = Foundations::new(&start);
        loop {
            check(&state);
            let mut steps = Vec::new();
            state.steps(&mut steps);
            if steps.is_empty() {
                break;
            }
            let i = crate::deal::bounded(&mut rng, steps.len() as u64) as usize;
            state = state.apply(steps[i]);
        }
    }
}

/// [`Foundations::walks`] and [`Foundations::walk_to`] (the crossings
/// of both vectors worked out once, each end taking a part of each, and
/// the ranks reached read off the edges' bits) agree with the plain
/// recurrence, end by end, on every position of random lines of Black
/// Hole and All in a Row; so does [`ColumnOrder::fits`] (the pairs parted
/// by a cut counted four bits at a time) with the columns read card by
/// card; and every answer comes up many times.
#[test]
fn the_walk_and_the_order_of_the_columns_agree_with_the_plain_way() {
    let (mut walks, mut fits) = ([0; 2], [0; 2]);
    for game in [GameId::BlackHole, GameId::AllInARow] {
        on_random_lines(game, 1..=200, |state| {
            if !state.walk_matters() || state.ranks_left == 0 {
                return;
            }
            let vectors = state.walks();
            for end in bits_of(u32::from(state.last_card_ranks())).map(|i| i + 1) {
                let plain = walk_by_recurrence(state, end);
                let crossings = vectors.as_ref().and_then(|w| state.walk_to(w, end as u8));
                assert_eq!(crossings.is_some(), plain.is_some(), "{game:?} end {end}");
                walks[usize::from(plain.is_some())] += 1;
                let (Some(crossings), Some(e)) = (crossings, plain) else {
                    continue;
                };
                assert!(
                    (1..14).all(|r| i32::from(crossings[r]) == e[r]),
                    "{game:?} end {end}"
                );
                let by_count = walk::by_count(&crossings);
                for (n, edges) in by_count.iter().enumerate() {
                    let plain_edges = (1..14)
                        .filter(|&r| e[r] == n as i32)
                        .fold(0u32, |m, r| m | 1 << (r - 1));
                    assert_eq!(*edges, plain_edges, "{game:?} end {end}, crossed {n} times");
                }
                let mut order = state.column_order();
                let fit = order.fits(&crossings);
                assert_eq!(fit, order_fits_by_cards(state, &e), "{game:?} end {end}");
                fits[usize::from(fit)] += 1;
            }
        });
    }
    assert!(walks[0] > 100 && walks[1] > 100, "{walks:?}");
    assert!(fits[0] > 100 && fits[1] > 100, "{fits:?}");
}

/// The walk carried across a play ([`walk::Fit`]: the walk that fitted
/// the state before, its edge played across crossed once less, tried by
/// the cuts through that edge alone) gives the same ends and the same walk
/// as the check worked out afresh, on every position of random lines of
/// Black Hole and All in a Row checked as the search checks them (each
/// position's walk narrowing the ends of the one before); the carried walk
/// both fits and fails many times.
#[test]
fn a_walk_carried_across_a_play_agrees_with_the_walk_worked_out_afresh() {
    let mut carried = [0; 2];
    for game in [GameId::BlackHole, GameId::AllInARow] {
        for seed in 1..=300 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let start = start_of(game, seed);
            let mut state = Foundations::new(&start);
            loop {
                if state.walk_matters() {
                    let afresh = Foundations {
                        fit: None,
                        ..state.clone()
                    }
                    .walk_check(state.ends);
                    let walked = state.walk_check(state.ends);
                    assert_eq!(walked.ends, afresh.ends, "{game:?} {seed}");
                    assert_eq!(walked.fit, afresh.fit, "{game:?} {seed}");
                    let ends = state.ends & state.last_card_ranks();
                    let tried = state
                        .fit
                        .filter(|f| f.crossed != 0 && ends & bit(f.end) != 0);
                    if let Some(fit) = tried {
                        carried[usize::from(walked.fit.is_some_and(|f| f.end == fit.end))] += 1;
                    }
                    state.walk_narrows();
                }
                let mut steps = Vec::new();
                state.steps(&mut steps);
                if steps.is_empty() {
                    break;
                }
                let i = bounded(&mut rng, steps.len() as u64) as usize;
                state = state.apply(steps[i]);
            }
        }
    }
    assert!(carried[0] > 100 && carried[1] > 100, "{carried:?}");
}

/// A walk that fits reads every other end's walk off its own crossings
/// ([`walk::Fit::crossings_to`]), the same as the walk worked out for
/// that end ([`Foundations::walk_to`], where one exists), and no end's
/// walk crosses an edge more often than [`walk::Fit::most`] says, on
/// every position of random lines of Black Hole and All in a Row whose
/// walk fits.
#[test]
fn a_walk_reads_the_walks_to_the_other_ends() {
    let mut compared = 0;
    for game in [GameId::BlackHole, GameId::AllInARow] {
        on_random_lines(game, 1..=100, |state| {
            if !state.walk_matters() || state.ranks_left == 0 {
                return;
            }
            let Some(fit) = state.walk_check(ALL).fit else {
                return;
            };
            let walks = state.walks().expect("a walk fits");
            for end in 1..14u8 {
                for r in 1..14 {
                    let e = fit.crossings_to(r, end);
                    assert!(e <= fit.most(r), "{game:?} end {end} edge {r}");
                    if let Some(crossings) = state.walk_to(&walks, end) {
                        assert_eq!(e, crossings[r], "{game:?} end {end} edge {r}");
                        compared += 1;
                    }
                }
            }
        });
    }
    assert!(compared > 10_000, "{compared}");
}

/// [`Foundations::playable`] worked out the plain way: card by card,
/// column after column, until nothing more counts, then an empty
/// foundation takes every card that shows.
fn playable_card_by_card(state: &Foundations) -> [u8; 14] {
    let start = state.start;
    let mut reach = state.talon().iter().fold(0, |m, &t| m | bit(t));
    let mut openings = 0;
    for &t in &state.tops[..usize::from(start.foundations)] {
        match t {
            0 => openings += 1,
            t => reach |= bit(t),
        }
    }
    let mut under = state.heights;
    let card = |c: usize, under: &[u8; MAX_COLUMNS]| start.ranks[c][usize::from(under[c]) - 1];
    loop {
        let mut counted = false;
        for c in 0..state.columns() {
            while under[c] > 0 && start.takers_of(reach) & bit(card(c, &under)) != 0 {
                reach |= bit(card(c, &under));
                under[c] -= 1;
                counted = true;
            }
        }
        let showing: Vec<usize> = (0..state.columns()).filter(|&c| under[c] > 0).collect();
        if counted {
            continue;
        }
        if openings == 0 || showing.is_empty() {
            break;
        }
        openings -= 1;
        for c in showing {
            reach |= bit(card(c, &under));
            under[c] -= 1;
        }
    }
    let mut live = state.left;
    for (ranks, &u) in start.ranks.iter().zip(&under[..state.columns()]) {
        for &r in &ranks[..usize::from(u)] {
            live[usize::from(r)] -= 1;
        }
    }
    live
}

/// The playable cards worked out on the columns' bits agree with the
/// plain count on every position of random lines of the four
/// foundation games (with and without empty foundations and a talon),
/// and some of those positions have cards no line can play.
#[test]
fn the_playable_cards_by_bits_agree_with_the_plain_count() {
    let mut short = 0;
    for game in [
        GameId::Eliminator,
        GameId::BlackHole,
        GameId::AllInARow,
        GameId::Golf,
    ] {
        on_random_lines(game, 1..=100, |state| {
            let live = state.playable();
            assert_eq!(live, playable_card_by_card(state), "{game:?}");
            short += usize::from(live != state.left);
        });
    }
    assert!(short > 100, "{short}");
}

/// Along the winning lines of Black Hole and All in a Row deals, the rank
/// of the line's last card stays among the ends each position's walk
/// leaves ([`Foundations::walk_narrows`], narrowing from the position
/// before and carrying its walk across the play), and that card is the
/// bottom card of its column.
#[test]
fn a_won_line_ends_on_a_bottom_card() {
    let mut ws = Workspace::default();
    let mut checked = 0;
    for game in [GameId::BlackHole, GameId::AllInARow] {
        for seed in 1..=40 {
            let start = start_of(game, seed);
            let found = search(Foundations::new(&start), 2_000_000, &mut ws);
            if found.verdict != Verdict::Won {
                continue;
            }
            let last = found.line.last().expect("a won line has moves").0;
            let last_rank = start.bottoms[usize::from(last)];
            let mut state = Foundations::new(&start);
            for step in found.line {
                if state.walk_matters() {
                    assert!(state.walk_narrows(), "{game:?} {seed}");
                    assert_ne!(state.ends & last_rank, 0, "{game:?} {seed}");
                    checked += 1;
                }
                let (column, height) = (usize::from(step.0), state.heights[usize::from(step.0)]);
                let last_cards = state.last_card_ranks();
                state = state.apply(step);
                if state.is_won() {
                    assert_eq!(height, 1, "{game:?} {seed}");
                    assert_ne!(last_cards & state.start.bottoms[column], 0);
                }
            }
            assert!(state.is_won(), "{game:?} {seed}");
        }
    }
    assert!(checked > 2_000, "{checked}");
}

/// By the 0-1 principle a network that sorts every sequence of zeros and
/// ones sorts every sequence.
#[test]
fn the_key_sorts_any_six_foundation_values() {
    for bits in 0u8..64 {
        let values: [u8; 6] = std::array::from_fn(|i| bits >> i & 1);
        let mut expected = values;
        expected.sort_unstable();
        assert_eq!(sort_six(values), expected, "{bits:06b}");
    }
    assert_eq!(sort_six([27, 0, 14, 31, 3, 3]), [0, 3, 3, 14, 27, 31]);
}

/// The most `d(X) - s(N(X))` reaches, over all 8,192 sets X of ranks.
fn brute_deficiency(demand: &[i32; 14], supply: &[i32; 14]) -> i32 {
    // Ranks one apart round the cycle, king and ace too.
    let wrapping = eliminator_start(1);
    (0u16..1 << 13)
        .map(|x| {
            let near = wrapping.takers_of(x);
            (1..14u8)
                .map(|r| {
                    let d = if x & bit(r) != 0 {
                        demand[usize::from(r)]
                    } else {
                        0
                    };
                    let s = if near & bit(r) != 0 {
                        supply[usize::from(r)]
                    } else {
                        0
                    };
                    d - s
                })
                .sum::<i32>()
        })
        .max()
        .expect("the empty set at least")
}

#[test]
fn the_cycle_programme_finds_halls_deficiency() {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..2000 {
        let mut next = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n) as i32
        };
        let mut demand = [0; 14];
        let mut supply = [0; 14];
        for r in 1..14 {
            demand[r] = next(5);
            supply[r] = demand[r] + next(3) * next(2);
        }
        assert_eq!(
            deficiency(&demand, &supply),
            brute_deficiency(&demand, &supply),
            "{demand:?} {supply:?}"
        );
    }
}

/// The plain search's limit: positions it cannot finish are skipped.
const REFERENCE_LIMIT: u64 = 20_000;

/// The most states spent looking for a deal's winning line.
const LINE_LIMIT: u64 = 20_000;

/// A late position of [`golf_with`] from `seed`: the moves follow the
/// deal's winning line if one is found within [`LINE_LIMIT`] states, until one chance in forty turns
/// them random for the rest of the way, until at most `left` column
/// cards are left; then the talon is put in a random order, returned
/// with the game.
fn late_golf(succession: Succession, seed: u64, left: usize) -> (AnyGame, Vec<Card>) {
    let mut game = golf_with(succession, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let order = game.unseen_order();
    let mut solver = Solver::new().with_goal(Goal::Verdict);
    let mut line = solve_position(&game, &order, LINE_LIMIT, &mut solver)
        .line
        .into_iter();
    let total = golf::LAYOUT.column_cards();
    while game.outcome() == Outcome::Playing && total - game.cleared() > left {
        let mv = match line.next().filter(|_| bounded(&mut rng, 40) != 0) {
            Some(mv) => mv,
            None => {
                line = Vec::new().into_iter();
                let moves = game.legal_moves();
                moves[bounded(&mut rng, moves.len() as u64) as usize].clone()
            }
        };
        game.apply(&mv).expect("a legal move");
    }
    let mut order = game.unseen();
    shuffle(&mut order, &mut rng);
    (game, order)
}

/// On `positions` late positions of Golf with `succession`, the fast
/// solver agrees with the plain reference search: the exact search on
/// the verdict and the most cards cleared, the search for the verdict
/// alone on the verdict, with a winning line that wins when played. Most
/// positions are compared, and both won and lost ones.
fn golf_agrees_with_the_plain_search(succession: Succession, positions: u64) {
    let mut solver = Solver::new();
    let mut verdict_solver = Solver::new().with_goal(Goal::Verdict);
    let (mut compared, mut won) = (0, 0);
    for seed in 1..=positions {
        let (game, order) = late_golf(succession, seed, 12);
        let plain = solver.run(
            &Position::by_reference(&game, &order),
            REFERENCE_LIMIT,
            None,
        );
        if plain.verdict == Verdict::Unknown {
            continue;
        }
        let fast = solve_position(&game, &order, 10_000_000, &mut solver);
        assert_eq!(fast.verdict, plain.verdict, "{succession:?} seed {seed}");
        assert_eq!(fast.cleared, plain.cleared, "{succession:?} seed {seed}");
        let decided = solve_position(&game, &order, 10_000_000, &mut verdict_solver);
        assert_eq!(decided.verdict, plain.verdict, "{succession:?} seed {seed}");
        if decided.verdict == Verdict::Won {
            let mut played = game.with_unseen_order(&order);
            for mv in &decided.line {
                played.apply(mv).expect("the line is legal");
            }
            assert_eq!(played.outcome(), Outcome::Won, "{succession:?} seed {seed}");
            won += 1;
        }
        compared += 1;
    }
    eprintln!("{succession:?}: {compared} of {positions} compared, {won} won");
    assert!(
        compared * 10 >= positions * 8 && won > 0 && won < compared,
        "{succession:?}: {compared} of {positions} compared, {won} won"
    );
}

#[test]
fn golf_where_king_and_ace_wrap_agrees_with_the_plain_search() {
    golf_agrees_with_the_plain_search(Succession::WRAPPING, 300);
}

#[test]
fn golf_where_nothing_goes_on_a_king_agrees_with_the_plain_search() {
    golf_agrees_with_the_plain_search(Succession::KING_CLOSES, 300);
}

#[test]
fn golf_where_a_queen_goes_on_a_king_agrees_with_the_plain_search() {
    golf_agrees_with_the_plain_search(Succession::QUEEN_ON_KING, 300);
}

/// Black Hole's layout asks the most cleared by targets (87% of its deals
/// are won); the other one-foundation layouts ask it in one search, as
/// the Golfs lose most deals by two cards or more (docs/solver.md).
#[test]
fn black_hole_asks_the_most_cleared_by_targets_the_golfs_and_all_in_a_row_do_not() {
    for (game, by_targets) in [
        (GameId::BlackHole, true),
        (GameId::AllInARow, false),
        (GameId::Golf, false),
        (GameId::RelaxedGolf, false),
        (GameId::Eliminator, false),
    ] {
        assert_eq!(start_of(game, 1).by_targets, by_targets, "{game:?}");
    }
    assert!(!golf_start_with(Succession::QUEEN_ON_KING, 1).by_targets);
}

/// By targets, Black Hole's most cleared is the one search's: the same
/// verdict and the same most cleared on every deal of seeds 1 to 120,
/// lost deals among them.
#[test]
fn black_hole_most_cleared_by_targets_is_what_one_search_finds() {
    let (mut ws, mut rival_ws) = (Workspace::default(), Workspace::default());
    let mut lost = 0;
    for seed in 1..=120 {
        let start = start_of(GameId::BlackHole, seed);
        let by_targets = solve(
            &start,
            10_000_000,
            Goal::MostCleared,
            (&mut ws, &mut rival_ws),
        );
        let one = search(Foundations::new(&start), 10_000_000, &mut ws);
        assert_eq!(by_targets.verdict, one.verdict, "seed {seed}");
        assert_eq!(by_targets.best_cleared, one.best_cleared, "seed {seed}");
        lost += usize::from(one.verdict == Verdict::Lost);
    }
    assert!(
        lost > 0,
        "some deals are lost, so the later targets are asked"
    );
}
