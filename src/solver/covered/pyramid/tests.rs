//! Pyramid's prunings pinned to the plain search.

use super::super::tests::{agrees, plain_most, position, random_position, RELAXED, STANDARD};
use super::super::*;
use super::{State, Tables};
use crate::games::Rules;
use crate::solver::search::Goal as SearchGoal;
use crate::solver::search::Problem;

fn tables(start: &CoveredStart) -> Tables {
    Tables::new(start, SearchGoal::MostCleared, usize::MAX)
}

/// The most cards the plain search clears from `start`.
fn most_cleared(at: &super::super::tests::At) -> usize {
    plain_most(at, 1_000_000).expect("a small position")
}

/// Each bound of a state is at least what the plain search clears, on
/// positions of `kind` reached by random lines from the deals of `seeds`.
fn bounds_hold(kind: Rules, seeds: std::ops::Range<u64>, cleared: usize) {
    let mut checked = 0;
    let mut tight = 0;
    for seed in seeds {
        let plain = random_position(kind, seed, cleared, 7, 24);
        let Some(most) = plain_most(&plain, 20_000) else {
            continue;
        };
        let start = plain.start.clone();
        let tables = tables(&start);
        let state = tables.start();
        let (pairs, bag) = (state.pairs_bound(), state.bag_bound().unwrap());
        let most = most as u8;
        assert!(
            pairs >= most,
            "{kind:?} seed {seed}: pairs {pairs} < {most}"
        );
        assert!(bag >= most, "{kind:?} seed {seed}: bag {bag} < {most}");
        if kind == STANDARD {
            let brackets = state.bracket_bound();
            assert!(
                brackets >= most,
                "{kind:?} seed {seed}: brackets {brackets} < {most}"
            );
        }
        checked += 1;
        tight += u32::from(pairs.min(bag) < start.cleared_when_won() as u8);
    }
    assert!(checked >= 100, "{kind:?}: only {checked} positions checked");
    assert!(tight > 0, "{kind:?}: no bound below a win");
}

#[test]
fn pyramid_bounds_never_fall_below_what_the_plain_search_clears() {
    bounds_hold(STANDARD, 1..201, 30);
    bounds_hold(STANDARD, 201..401, 20);
}

#[test]
fn relaxed_pyramid_bounds_never_fall_below_what_the_plain_search_clears() {
    bounds_hold(RELAXED, 1..201, 18);
    bounds_hold(RELAXED, 201..401, 12);
}

/// The fast solver against the plain search on positions in later
/// passes and with more cards left than the shared comparisons use.
#[test]
fn pyramid_agrees_with_the_plain_search_in_later_passes() {
    let (mut won, mut lost) = (0, 0);
    for kind in [STANDARD, RELAXED] {
        for seed in 401..551 {
            let plain = random_position(kind, seed, 26, 6, 24).with_redeals((seed % 3) as u8);
            match agrees(&plain, 20_000, &format!("{kind:?} seed {seed}")) {
                Some(true) => won += 1,
                Some(false) => lost += 1,
                None => {}
            }
        }
    }
    assert!(won > 20 && lost > 20, "{won} won, {lost} lost");
}

#[test]
fn two_cards_of_a_rank_with_one_partner_left_cannot_both_go() {
    // Two free queens, one ace (in the stock): each queen has a partner,
    // so neither is dead, but one pair takes the only ace.
    let start = position(RELAXED, &[(21, "QH"), (22, "QS")], "AD", "", 2);
    let tables = tables(&start);
    let state = tables.start();
    assert_eq!(state.dead(), (0, 0));
    assert_eq!(state.unpaired(0, 0), 1);
    assert_eq!(state.pairs_bound(), 27);
    assert_eq!(most_cleared(&start), 27);
    assert_eq!(agrees(&start, 1000, "queens"), Some(false));
}

#[test]
fn two_pairs_that_each_cover_the_others_partner_are_stuck_in_the_bag_game() {
    // The 8 (spot 21) covers spot 15, the 4; the 9 (spot 23) covers spot
    // 16, the 5. Each card has a partner it does not cover, so every card
    // pairs, but each pair waits on the other.
    let spots = [(21, "8C"), (23, "9D"), (15, "4S"), (16, "5H")];
    let start = position(RELAXED, &spots, "", "", 0);
    let tables = tables(&start);
    let state = tables.start();
    assert_eq!(state.pairs_bound(), 28, "the matching sees a way");
    assert_eq!(state.bag_bound(), Some(24), "the bag game sees none");
    assert_eq!(most_cleared(&start), 24);
    // With a 5 in the stock, the 8 goes with it first, then the 9 with
    // the 4; the 5 left on the tableau has no partner.
    let start = position(RELAXED, &spots, "5D", "", 0);
    assert_eq!(tables_bag(&start), Some(27));
    assert_eq!(most_cleared(&start), 27);
}

#[test]
fn stock_and_waste_cards_that_must_pair_with_each_other_pair_without_crossing() {
    // No card left on the tableau: each stock card goes with another. The
    // 5 and the 8 enclose the 3, and the 3 and the 10 the 8: whichever
    // pair goes first, the other waits on a card the first leaves between.
    let start = position(STANDARD, &[], "5H 3C 8D 10S", "", 2);
    let crossing = tables(&start);
    let state = crossing.start();
    assert_eq!(state.pairs_bound(), 52, "the matching sees a way");
    assert_eq!(state.stranded(0), 2);
    assert_eq!(state.bracket_bound(), 50, "one of the two pairs at most");
    assert_eq!(most_cleared(&start), 48, "neither pair can go first");
    assert_eq!(agrees(&start, 1000, "crossing"), Some(false));
    // Nested pairs do not cross: the 3 and the 10 go first, then the 5 and
    // the 8.
    let start = position(STANDARD, &[], "5H 3C 10S 8D", "", 2);
    assert_eq!(tables(&start).start().stranded(0), 0);
    assert_eq!(most_cleared(&start), 52);
    // A 10 left on the tableau can take the 3 between the 5 and the 8.
    let start = position(STANDARD, &[(27, "10C")], "5H 3C 8D", "", 2);
    assert_eq!(tables(&start).start().stranded(0), 0);
    assert_eq!(most_cleared(&start), 52);
}

#[test]
fn stock_and_waste_cards_beyond_their_partners_on_the_tableau_pair_without_crossing() {
    // One 10 on the tableau takes one of the two 3s: the other must pair
    // within the stock, which holds no 10, as the 5 and the 8 must.
    let start = position(STANDARD, &[(27, "10C")], "3H 5H 3C 8D", "", 2);
    let beyond = tables(&start);
    let state = beyond.start();
    assert_eq!(state.stranded(0), 1);
    assert_eq!(state.bracket_bound(), 51);
    let most = most_cleared(&start);
    assert!(most <= 51, "{most}");
    assert_eq!(agrees(&start, 1000, "beyond"), Some(false));
}

/// The bracket bound on positions with few tableau cards left, where
/// most stock and waste cards must pair with each other, against the plain
/// search.
#[test]
fn the_bracket_bound_never_falls_below_what_the_plain_search_clears() {
    let mut stranded = 0;
    for seed in 601..801 {
        let plain = random_position(STANDARD, seed, 36, 7, 24).with_redeals((seed % 3) as u8);
        let Some(most) = plain_most(&plain, 20_000) else {
            continue;
        };
        let start = plain.start.clone();
        let tables = tables(&start);
        let state = tables.start();
        let (bound, most) = (state.bracket_bound(), most as u8);
        assert!(bound >= most, "seed {seed}: brackets {bound} < {most}");
        stranded += u32::from(state.stranded(state.dead().0) > 0);
    }
    assert!(
        stranded >= 10,
        "only {stranded} positions with stranded cards"
    );
}

/// The brackets' kept answers are the answers counted afresh: a verdict
/// search that keeps them visits as many states, to the same verdict, as
/// one whose map of answers can keep none.
#[test]
fn the_brackets_kept_answers_change_no_search() {
    use crate::solver::search::{search, Workspace};
    let run = |start: &CoveredStart, keep: bool| {
        let tables = Tables::new(start, SearchGoal::Verdict, usize::MAX);
        if !keep {
            tables.brackets.borrow_mut().set_limit(0);
        }
        let found = search(tables.start(), 200_000, &mut Workspace::default());
        let kept = tables.brackets.borrow().len();
        (found.verdict, found.nodes, kept)
    };
    let mut kept_some = 0;
    for seed in 1..121 {
        let start = random_position(STANDARD, seed, 12, 7, 24).start.clone();
        let (verdict, nodes, kept) = run(&start, true);
        let (fresh_verdict, fresh_nodes, none) = run(&start, false);
        assert_eq!(
            (verdict, nodes),
            (fresh_verdict, fresh_nodes),
            "seed {seed}"
        );
        assert_eq!(none, 0, "seed {seed}");
        kept_some += u32::from(kept > 0);
    }
    assert!(kept_some >= 20, "only {kept_some} searches kept answers");
}

/// The free spots found for all rows at once are the covering's.
#[test]
fn the_free_spots_of_every_row_at_once_are_the_coverings() {
    let covering = Covering::new(super::SHAPE);
    // Every set of the bottom three rows' spots under random upper rows
    // (a xorshift, so the masks are the same on every run).
    let mut x = 0x9E37_79B9_u32;
    for low_rows in 0..1u32 << 18 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let present = low_rows << 10 | x & 0x3FF;
        assert_eq!(
            super::free_spots(present),
            covering.free(present),
            "{present:#x}"
        );
    }
}

/// The bag game's most cleared searched plainly, with no answers kept
/// and no counts cut: the stock and waste's cards `counts` by rank (kings
/// left out) pair with free tableau cards, and pair off at the end.
fn plain_bag(covering: &Covering, ranks: &[u8; MAX_SPOTS], tableau: u32, counts: [u8; 14]) -> u8 {
    let free = covering.free(tableau);
    let mut best: u8 = (1..=6).map(|r| 2 * counts[r].min(counts[13 - r])).sum();
    for s in ones(free) {
        let rest = tableau & !(1 << s);
        if ranks[s] == 13 {
            best = best.max(1 + plain_bag(covering, ranks, rest, counts));
            continue;
        }
        let partner = usize::from(13 - ranks[s]);
        for t in ones(free & !((2 << s) - 1)) {
            if usize::from(ranks[t]) == partner {
                best = best.max(2 + plain_bag(covering, ranks, rest & !(1 << t), counts));
            }
        }
        if counts[partner] > 0 {
            let mut fewer = counts;
            fewer[partner] -= 1;
            best = best.max(2 + plain_bag(covering, ranks, rest, fewer));
        }
    }
    best
}

/// The standard game's bag game keeps its answers without the pairs of
/// stock and waste cards that both ranks have beyond the tableau's
/// partners, adding two cards for each: the plain bag game agrees.
#[test]
fn the_bag_games_spare_pairs_add_two_cards_each() {
    let covering = Covering::new(super::SHAPE);
    let mut spare = 0;
    for seed in 1..201 {
        let plain = random_position(STANDARD, seed, 28, 7, 24);
        let start = plain.start.clone();
        let tables = tables(&start);
        let state = tables.start();
        let mut counts = [0u8; 14];
        for card in start.stock().iter().chain(start.waste()) {
            counts[usize::from(card.rank().number())] += 1;
        }
        let kings = counts[13];
        counts[13] = 0;
        let ranks = spot_ranks(start.tableau());
        let tableau = present_spots(start.tableau());
        let want = plain_bag(&covering, &ranks, tableau, counts);
        let got = state.bag_bound().unwrap() - state.cleared - kings;
        assert_eq!(got, want, "seed {seed}");
        let on_tableau: u64 = ones(tableau).map(|s| super::one_of(ranks[s])).sum();
        let by_rank: u64 = (1..13)
            .map(|r| u64::from(counts[r]) * super::one_of(r as u8))
            .sum();
        spare += u32::from(super::spare_pairs(on_tableau, by_rank).1 > 0);
    }
    assert!(spare >= 20, "only {spare} positions with spare pairs");
}

fn tables_bag(start: &CoveredStart) -> Option<u8> {
    tables(start).start().bag_bound()
}

#[test]
fn in_the_last_pass_two_waste_cards_never_pair() {
    // The 6 and 7 lie in the waste, the 7 on top: only a redeal brings
    // them to the waste's top and the stock's top together.
    for (redeals, wins) in [(0, false), (1, true)] {
        let start = position(STANDARD, &[], "", "6H 7C", redeals);
        let tables = tables(&start);
        let bound = tables.start().pairs_bound();
        assert_eq!(bound == 52, wins, "{redeals} redeals");
        assert_eq!(most_cleared(&start) == 52, wins, "{redeals} redeals");
    }
}

#[test]
fn a_state_met_again_by_a_removal_at_a_weaker_point_is_passed_over() {
    let start = position(STANDARD, &[(21, "6H"), (22, "7C")], "2D 5S 8C JH", "", 1);
    let tables = tables(&start);
    let fresh = tables.start();
    let removed = |p: u8, redeals: u8| State {
        p,
        redeals,
        ..fresh
    };
    // Met first at the second card of the first pass: the same cards
    // later in that pass, or in the last pass, are passed over.
    let met = |state: State| !state.first_at_its_point().unwrap();
    assert!(!met(removed(2, 1)));
    assert!(met(removed(3, 1)));
    assert!(met(removed(2, 1)));
    assert!(met(removed(0, 0)));
    // Earlier in the pass is stronger: it is searched, and recorded.
    assert!(!met(removed(1, 1)));
    assert!(met(removed(2, 1)));
    // The pruning keeps the solver exact here.
    assert_eq!(agrees(&start, 100_000, "dominance"), Some(true));
}

/// The last two cards of two ranks that pair, both free, are removed at
/// once: that pair is the only step.
#[test]
fn a_forced_pair_is_the_only_step() {
    let start = position(STANDARD, &[(21, "6H"), (22, "7C"), (23, "4S")], "8D", "", 0);
    let tables = tables(&start);
    let mut steps = Vec::new();
    tables.start().steps(&mut steps);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        player_line(&steps),
        vec![CoveredStep::Remove(Place::Spot(21), Some(Place::Spot(22)))]
    );
}

/// The matchings' closed forms against every way of choosing the pairs,
/// for up to four cards in each place.
#[test]
fn the_largest_matchings_of_two_ranks_are_their_smallest_covers() {
    use super::{last_pass_pairs, pairs, Side};
    let upto = |n: u32| 0..=n;
    for (a_t, b_t) in (0..=4).flat_map(|a| (0..=4).map(move |b| (a, b))) {
        for tt in upto(a_t.min(b_t)) {
            for (a_s, b_s) in (0..=4).flat_map(|a| (0..=4).map(move |b| (a, b))) {
                // Every pass but the last: tableau pairs `m`, tableau cards
                // with stock or waste cards `x` and `y`, the rest of the
                // stock and waste cards with each other.
                let mut most = 0;
                for m in upto(tt) {
                    for x in upto((a_t - m).min(b_s)) {
                        for y in upto((b_t - m).min(a_s)) {
                            most = most.max(m + x + y + (a_s - y).min(b_s - x));
                        }
                    }
                }
                assert_eq!(pairs(a_t, a_s, b_t, b_s, tt), most);
                // The last pass: each side's stock and waste cards split
                // between waste and stock, no two waste cards joined.
                for (a_w, b_w) in (0..=a_s).flat_map(|a| (0..=b_s).map(move |b| (a, b))) {
                    let (a_k, b_k) = (a_s - a_w, b_s - b_w);
                    let mut most = 0;
                    for m in upto(tt) {
                        let (rest_a, rest_b) = (a_t - m, b_t - m);
                        for x_w in upto(rest_a.min(b_w)) {
                            for x_k in upto((rest_a - x_w).min(b_k)) {
                                for y_w in upto(rest_b.min(a_w)) {
                                    for y_k in upto((rest_b - y_w).min(a_k)) {
                                        let (a_w, a_k) = (a_w - y_w, a_k - y_k);
                                        let (b_w, b_k) = (b_w - x_w, b_k - x_k);
                                        let waste_stock = a_w.min(b_k);
                                        let stock_waste = b_w.min(a_k);
                                        let stock_stock =
                                            (a_k - stock_waste).min(b_k - waste_stock);
                                        most = most.max(
                                            m + x_w
                                                + x_k
                                                + y_w
                                                + y_k
                                                + waste_stock
                                                + stock_waste
                                                + stock_stock,
                                        );
                                    }
                                }
                            }
                        }
                    }
                    let a = Side {
                        tableau: a_t,
                        waste: a_w,
                        stock: a_k,
                    };
                    let b = Side {
                        tableau: b_t,
                        waste: b_w,
                        stock: b_k,
                    };
                    assert_eq!(last_pass_pairs(a, b, tt), most, "{a:?} {b:?} tt {tt}");
                }
            }
        }
    }
}

/// Suits never matter in Pyramid: two lines that leave the same ranks in
/// the stock and waste, in the same order and as many in the waste, leave
/// one position, and the search meets it once. Here the waste's 9C goes
/// with the 4C, or the stock's 9D is turned onto it and goes instead:
/// either way a 9 and then a 5 are left, the 9 on the waste in the second
/// line (a weaker point of the pass than the first's stock).
#[test]
fn the_same_ranks_left_in_the_same_order_are_one_position() {
    let start = position(STANDARD, &[(21, "4C")], "9D 5H", "9C", 1);
    let tables = tables(&start);
    let fresh = tables.start();
    let mut steps = Vec::new();
    fresh.steps(&mut steps);
    let after = |line: &[CoveredStep]| {
        let step = steps
            .iter()
            .find(|&&s| player_line(&[s]) == line)
            .expect("the search has the step");
        fresh.after(*step)
    };
    let waste_top = after(&[CoveredStep::Remove(Place::WasteTop, Some(Place::Spot(21)))]);
    let turned = after(&[
        CoveredStep::Turn,
        CoveredStep::Remove(Place::WasteTop, Some(Place::Spot(21))),
    ]);
    assert_eq!(waste_top.cards(), turned.cards());
    assert!(waste_top.reach() > turned.reach());
    assert!(waste_top.first_at_its_point().unwrap());
    assert!(!turned.first_at_its_point().unwrap());
    // The search stays exact.
    assert_eq!(agrees(&start, 100_000, "same ranks"), Some(false));
}

/// The sequence moved to the earliest places with the same ranks keeps
/// the ranks, their order and how many lie before the boundary.
#[test]
fn the_earliest_places_of_a_sequence_keep_its_ranks_in_order() {
    let start = position(STANDARD, &[(21, "4C")], "9D 9H 5H 9S 5C", "9C", 2);
    let tables = tables(&start);
    // Places: 9C 0, 9D 1, 9H 2, 5H 3, 9S 4, 5C 5.
    let moved = |seq: u32, p: u8| tables.places.same_ranks_earliest(seq, p);
    // 9H 5H 9S 5C, the 9H in the waste: a 9, a 5, a 9 and a 5 in order.
    assert_eq!(moved(0b111100, 3), (0b111001, 1));
    // 9D 9S, both in the stock, and both in the waste.
    assert_eq!(moved(0b010010, 0), (0b000011, 0));
    assert_eq!(moved(0b010010, 5), (0b000011, 2));
    // Already earliest: unchanged.
    assert_eq!(moved(0b101011, 2), (0b101011, 2));
}

/// The relation of a set rule by ranks, from a check on rank numbers.
fn relation(accepts: impl Fn(&[u8]) -> bool) -> crate::games::rank_relation::RankRelation {
    crate::games::rank_relation::RankRelation::of_sets(|cards| {
        let ranks: Vec<u8> = cards.iter().map(|c| c.rank().number()).collect();
        accepts(&ranks)
    })
}

#[test]
fn pyramids_own_ranks_are_their_own_labels() {
    let pyramid = relation(|r| match r {
        [k] => *k == 13,
        [a, b] => a + b == 13,
        _ => false,
    });
    let labels = super::Labels::of(pyramid).expect("Pyramid's rules are Pyramid's");
    assert!((1..=13).all(|r| labels.of_rank(r) == r));
}

#[test]
fn pairs_summing_to_11_are_labelled_as_pairs_summing_to_13() {
    let elevens = relation(|r| match r {
        [face] => *face > 10,
        [a, b] => a + b == 11 && *a <= 10 && *b <= 10,
        _ => false,
    });
    let labels = super::Labels::of(elevens).expect("partners and ranks alone");
    for (a, b) in [(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)] {
        assert_eq!(labels.of_rank(a) + labels.of_rank(b), 13, "{a} {b}");
    }
    assert!((11..=13).all(|r| labels.of_rank(r) == 13));
}

#[test]
fn ranks_that_never_leave_need_a_pair_of_labels_each() {
    // Five pairs summing to 13, kings and sixes alone: the seven never
    // leaves, and takes the sixth pair of labels, whose other no rank has.
    let one_stays = relation(|r| match r {
        [k] => *k == 13 || *k == 6,
        [a, b] => a + b == 13 && *a != 6 && *a != 7,
        _ => false,
    });
    let labels = super::Labels::of(one_stays).expect("a pair of labels for the seven");
    let seven = labels.of_rank(7);
    assert!(seven < 13 && (1..=13).all(|r| labels.of_rank(r) + seven != 13));
    assert_eq!(labels.of_rank(6), 13);
    // Kings alone and sixes and sevens never leave: two ranks for the one
    // pair of labels left.
    let two_stay = relation(|r| match r {
        [k] => *k == 13,
        [a, b] => a + b == 13 && *a != 6 && *a != 7,
        _ => false,
    });
    assert_eq!(super::Labels::of(two_stay), None);
}

/// What must go before what, in the last pass ([`super::order`]): no
/// position on a winning line of a deal dealt with no redeal left has a
/// card stuck; every random position of the standard game's last pass
/// that has one is lost to the plain search; and the check finds such
/// positions, some of which the other bounds let through.
#[test]
fn a_last_pass_whose_order_leaves_a_card_stuck_is_lost() {
    use crate::solver::covered::tests::{solve_for, At};
    use crate::solver::Verdict;
    let stuck_at = |at: &At| {
        let tables = Tables::new(&at.start, SearchGoal::Verdict, usize::MAX);
        let state = tables.start();
        let stuck = state.some_card_stuck();
        let (dead, dead_seq) = state.dead();
        let others = state
            .pairs_bound_given(dead, dead_seq)
            .min(state.bag_bound().unwrap_or(52))
            .min(state.bracket_bound_given(dead));
        (stuck, others == 52)
    };
    let mut on_won_lines = 0;
    for seed in 1..301 {
        let at = At::dealt(STANDARD, seed).with_redeals(0);
        let won = solve_for(&at, SearchGoal::Verdict);
        if won.verdict != Verdict::Won {
            continue;
        }
        for k in 0..won.line.len() {
            let here = At::of(at.replay(&won.line[..k]));
            assert!(
                !stuck_at(&here).0,
                "seed {seed}, step {k}: stuck on a winning line"
            );
            on_won_lines += 1;
        }
    }
    let (mut stuck, mut beyond_the_bounds) = (0, 0);
    for seed in 1..401 {
        let plain = random_position(STANDARD, seed, 22, 4, 14).with_redeals(0);
        let Some(most) = plain_most(&plain, 20_000) else {
            continue;
        };
        let (is_stuck, let_through) = stuck_at(&plain);
        if is_stuck {
            assert!(
                most < 52,
                "seed {seed}: a card is stuck, yet the plain search wins"
            );
            stuck += 1;
            beyond_the_bounds += usize::from(let_through);
        }
    }
    assert!(
        on_won_lines >= 300,
        "only {on_won_lines} positions on winning lines"
    );
    assert!(stuck >= 20, "only {stuck} positions with a card stuck");
    assert!(
        beyond_the_bounds >= 5,
        "only {beyond_the_bounds} stuck positions the other bounds let through"
    );
}
