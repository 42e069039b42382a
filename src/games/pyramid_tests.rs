//! Rule tests for Pyramid, each named after the rule it pins.

use super::super::test_support::{
    play_line as play, stock_top_of as stock_top, waste_of as waste, *,
};
use super::super::{AnyGame, Game, GameId, Move, Outcome, Rules, Step, View, Wording};
use super::{PyramidRules, RELAXED, RELAXED_RULES, STANDARD_RULES, THIRTEEN, THIRTEEN_RULES};
use crate::cards::{Card, Rank};
use crate::deal::Deal;
use crate::games::covered::CoverRules;
use crate::games::descriptor::Budget;

const STOCK: usize = Move::STOCK;
const WASTE: usize = Move::WASTE;

fn relaxed() -> Rules {
    Rules {
        game: GameId::Pyramid,
        variant: RELAXED,
    }
}

fn new(rules: Rules, deal: &Deal) -> AnyGame {
    AnyGame::new(rules, deal).0
}

/// A deal with the cards named at their deck positions (0 to 27 the
/// pyramid's spots, 28 the first stock card, turned onto the waste at the
/// deal, 29 the stock's top), the rest in new-deck order.
fn deal_with(named: &[(usize, &str)]) -> Deal {
    let named: Vec<(usize, Card)> = named.iter().map(|&(i, c)| (i, card(c))).collect();
    let mut rest = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| named.iter().all(|(_, n)| n != c));
    let deck: Vec<Card> = (0..52)
        .map(|i| {
            named
                .iter()
                .find(|(at, _)| *at == i)
                .map_or_else(|| rest.next().expect("52 cards"), |(_, c)| *c)
        })
        .collect();
    Deal::from_cards(deck.try_into().expect("52 cards"))
}

/// A deal won by removing pairs and kings row by row from the bottom,
/// then the stock's cards two by two: the pyramid is clubs and diamonds
/// with two kings, the stock hearts and spades, each card followed by its
/// partner.
const WINNABLE: &str = "KS 6D 7D 5D 8D KH 3D 10D 4D 9D AD QD 2D JD KD 4C 9C 5C 8C 6C 7C \
AC QC 2C JC 3C 10C KC \
AH QH 2H JH 3H 10H 4H 9H 5H 8H 6H 7H AS QS 2S JS 3S 10S 4S 9S 5S 8S 6S 7S";

/// The removals that clear [`WINNABLE`]'s pyramid, bottom row first.
fn pyramid_line() -> Vec<Move> {
    [
        &[21, 22][..],
        &[23, 24],
        &[25, 26],
        &[27],
        &[15, 16],
        &[17, 18],
        &[19, 20],
        &[10, 11],
        &[12, 13],
        &[14],
        &[6, 7],
        &[8, 9],
        &[3, 4],
        &[5],
        &[1, 2],
        &[0],
    ]
    .into_iter()
    .map(|places| Move::Remove(places.to_vec()))
    .collect()
}

#[test]
fn two_cards_are_removed_when_their_values_sum_to_13_ace_1_jack_11_queen_12() {
    for rules in [&STANDARD_RULES, &RELAXED_RULES] {
        for a in every_card() {
            for b in every_card().filter(|&b| b != a) {
                let (x, y) = (a.rank().number(), b.rank().number());
                let pairs = x != 13 && y != 13 && x + y == 13;
                assert_eq!(rules.check_set(&[a, b]).is_ok(), pairs, "{a} {b}");
            }
        }
    }
    assert_eq!(Rank::ACE.number(), 1);
    assert_eq!(Rank::JACK.number(), 11);
    assert_eq!(Rank::QUEEN.number(), 12);
    for pair in ["AC QH", "2D JS", "3H 10C", "4S 9D", "5C 8H", "6D 7S"] {
        assert!(STANDARD_RULES.check_set(&cards(pair)).is_ok(), "{pair}");
    }
    assert_eq!(
        set_refusal(&STANDARD_RULES, "8S 2C"),
        "8S and 2C sum to 10, not 13."
    );
}

#[test]
fn a_king_is_removed_alone_and_no_other_card_is() {
    for one in every_card() {
        let king = one.rank().number() == 13;
        assert_eq!(STANDARD_RULES.check_set(&[one]).is_ok(), king, "{one}");
    }
    assert_eq!(
        set_refusal(&STANDARD_RULES, "KS AC"),
        "A king is removed alone, never in a pair."
    );
    // In play: WINNABLE's bottom row ends with KC at spot 28.
    let mut game = standard(GameId::Pyramid, WINNABLE);
    let event = game.apply(&Move::Remove(vec![27])).unwrap();
    assert_eq!(
        event.steps,
        vec![Step::Removed {
            slot: 27,
            card: card("KC")
        }]
    );
    let before = game.clone();
    let err = game.apply(&Move::Remove(vec![21])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "AC cannot be removed alone; only a king is. Pair it with a card to sum to 13."
    );
    assert_eq!(game, before, "a refused move changed the game");
}

#[test]
fn a_card_cannot_pair_with_a_card_that_covers_it() {
    // 6S at spot 21 (place 20) is covered by 7H at 27 and 4C at 28.
    let dealt = deal_with(&[(20, "6S"), (26, "7H"), (27, "4C")]);
    let mut game = new(Rules::standard(GameId::Pyramid), &dealt);
    let covered = Move::Remove(vec![20, 26]);
    assert!(!game.legal_moves().contains(&covered));
    let before = game.clone();
    let err = game.apply(&covered).unwrap_err().to_string();
    assert_eq!(
        err,
        "6S is covered by 7H and 4C; only a card no card covers may be used."
    );
    assert_eq!(game, before, "a refused move changed the game");
}

#[test]
fn the_stock_top_and_the_waste_top_pair_with_each_other_and_with_pyramid_cards() {
    // Waste AH, stock top QH; AC at spot 28 pairs with QH, QD at 27 with AH.
    let dealt = deal_with(&[(26, "QD"), (27, "AC"), (28, "AH"), (29, "QH")]);
    let game = new(Rules::standard(GameId::Pyramid), &dealt);
    assert_eq!(waste(&game), vec![card("AH")]);
    assert_eq!(stock_top(&game), Some(card("QH")));
    let moves = game.legal_moves();
    for (pair, gone) in [
        ([STOCK, WASTE], ["QH", "AH"]),
        ([27, STOCK], ["AC", "QH"]),
        ([26, WASTE], ["QD", "AH"]),
    ] {
        let mv = Move::Remove(pair.to_vec());
        assert!(moves.contains(&mv), "{pair:?}");
        let mut after = game.clone();
        let event = after.apply(&mv).unwrap();
        let removed: Vec<Card> = event
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Removed { card, .. } => Some(*card),
                _ => None,
            })
            .collect();
        assert_eq!(removed, vec![card(gone[0]), card(gone[1])], "{pair:?}");
        assert_all_cards_accounted_for(&after);
    }
    // Taking the stock's top shows the next stock card; taking the
    // waste's top leaves the waste empty.
    let mut after = game.clone();
    after.apply(&Move::Remove(vec![STOCK, WASTE])).unwrap();
    assert_eq!(stock_top(&after), Some(dealt.cards()[30]));
    assert!(waste(&after).is_empty());
    assert_eq!(after.stock_len(), 22);
}

#[test]
fn the_deal_turns_the_first_stock_card_onto_the_waste() {
    let game = dealt_with_the_stock_top_shown(Rules::standard(GameId::Pyramid));
    assert_all_cards_accounted_for(&game);
}

#[test]
fn deal_turns_the_stocks_top_card_onto_the_waste() {
    let dealt = Deal::from_seed(7);
    let deck = dealt.cards();
    let mut game = new(Rules::standard(GameId::Pyramid), &dealt);
    let event = game.apply(&Move::Turn).unwrap();
    assert_turned(&event, deck[29], Some(deck[28]));
    assert_eq!(waste(&game), vec![deck[28], deck[29]]);
    assert_eq!(stock_top(&game), Some(deck[30]));
    assert_eq!(game.stock_len(), 22);
}

#[test]
fn with_the_stock_empty_and_a_pass_left_deal_turns_the_waste_over_in_its_first_order() {
    let dealt = Deal::from_seed(9);
    let deck = dealt.cards();
    let mut game = new(Rules::standard(GameId::Pyramid), &dealt);
    turn_through_the_stock(&mut game);
    assert_eq!(waste(&game), deck[28..].to_vec());
    let event = game.apply(&Move::Turn).unwrap();
    assert_eq!(
        event.steps,
        vec![Step::Redealt {
            cards: 24,
            passes_left: 1
        }]
    );
    assert!(waste(&game).is_empty());
    assert_eq!(game.stock_len(), 24);
    assert_eq!(
        stock_top(&game),
        Some(deck[28]),
        "first turned, first again"
    );
    game.apply(&Move::Turn).unwrap();
    assert_eq!(waste(&game), vec![deck[28]]);
    assert_eq!(stock_top(&game), Some(deck[29]));
}

#[test]
fn three_passes_through_the_stock_then_deal_is_refused() {
    let mut game = new(Rules::standard(GameId::Pyramid), &Deal::from_seed(9));
    for pass in 1..=3 {
        turn_through_the_stock(&mut game);
        let left = game.board().covered.unwrap().passes_left;
        assert_eq!(left, 3 - pass, "redeals left after pass {pass}");
        if pass < 3 {
            assert!(game.legal_moves().contains(&Move::Turn), "pass {pass}");
            game.apply(&Move::Turn).unwrap();
        }
    }
    assert!(!game.legal_moves().contains(&Move::Turn));
    let before = game.clone();
    let err = game.apply(&Move::Turn).unwrap_err().to_string();
    assert_eq!(
        err,
        "The stock is empty and all 3 passes through it are used."
    );
    assert_eq!(game, before, "a refused deal changed the game");
}

#[test]
fn the_standard_game_is_won_when_all_52_cards_are_removed() {
    let mut game = standard(GameId::Pyramid, WINNABLE);
    play(&mut game, &pyramid_line());
    assert_eq!(game.board().tableau.iter().map(Vec::len).sum::<usize>(), 0);
    assert_eq!(game.outcome(), Outcome::Playing, "the stock is left");
    play(&mut game, &stock_pairs_line());
    assert_eq!(game.stock_len(), 0);
    assert!(waste(&game).is_empty());
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 52);
}

#[test]
fn the_relaxed_game_is_won_when_the_28_pyramid_cards_are_removed() {
    let mut game = new_game(relaxed(), WINNABLE);
    let line = pyramid_line();
    play(&mut game, &line[..line.len() - 1]);
    assert_eq!(game.outcome(), Outcome::Playing, "KS is left");
    play(&mut game, &line[line.len() - 1..]);
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.stock_len(), 23, "the stock does not matter");
    assert_eq!(game.cleared(), 28);
}

#[test]
fn removed_counts_every_card_of_52_and_in_the_relaxed_game_pyramid_cards_of_28() {
    let line = [
        Move::Remove(vec![STOCK, WASTE]),
        Move::Remove(vec![21, 22]),
        Move::Remove(vec![27]),
    ];
    for (rules, counts) in [
        (Rules::standard(GameId::Pyramid), [2, 4, 5]),
        (relaxed(), [0, 2, 3]),
    ] {
        let mut game = new_game(rules, WINNABLE);
        assert_eq!(game.cleared(), 0);
        for (mv, count) in line.iter().zip(counts) {
            game.apply(mv).unwrap();
            assert_eq!(game.cleared(), count, "{rules:?} after {mv:?}");
        }
        let total = rules.game.descriptor().cleared_of(rules.variant).total;
        assert_eq!(total, [52, 28][usize::from(rules.variant == RELAXED)]);
    }
}

#[test]
fn the_boards_removed_count_takes_in_stock_and_waste_cards_in_both_games() {
    // Status counts what the goal counts; the board's "Removed" says how
    // many cards are gone, so a pair from the stock and the waste shows.
    for (rules, removed) in [
        (Rules::standard(GameId::Pyramid), [2, 4, 5]),
        (relaxed(), [2, 4, 5]),
    ] {
        let mut game = new_game(rules, WINNABLE);
        assert_eq!(game.board().discarded, Some(0));
        for (mv, count) in [
            Move::Remove(vec![STOCK, WASTE]),
            Move::Remove(vec![21, 22]),
            Move::Remove(vec![27]),
        ]
        .iter()
        .zip(removed)
        {
            game.apply(mv).unwrap();
            assert_eq!(
                game.board().discarded,
                Some(count),
                "{rules:?} after {mv:?}"
            );
            assert_eq!(game.board().played, None);
        }
    }
}

/// A deal whose free cards never pair: aces and twos across the bottom
/// row, and a three last in the stock, the waste's top once every pass is
/// used.
fn deal_stuck_at_the_end() -> Deal {
    deal_with(&[
        (21, "AC"),
        (22, "AD"),
        (23, "AH"),
        (24, "AS"),
        (25, "2C"),
        (26, "2D"),
        (27, "2H"),
        (51, "3C"),
    ])
}

#[test]
fn the_game_goes_on_while_the_stock_can_be_dealt_or_turned_over() {
    let mut game = new(Rules::standard(GameId::Pyramid), &deal_stuck_at_the_end());
    for _ in 0..2 {
        turn_through_the_stock(&mut game);
        assert_eq!(game.outcome(), Outcome::Playing);
        assert_eq!(game.legal_moves().last(), Some(&Move::Turn));
        game.apply(&Move::Turn).unwrap();
    }
}

/// Asserts that [`deal_stuck_at_the_end`], its stock turned through for
/// the last time, is lost, and says why.
fn assert_stuck_at_the_end(game: &AnyGame) {
    assert_eq!(waste(game).last(), Some(&card("3C")));
    assert_eq!(game.outcome(), Outcome::Lost, "{:?}", game.rules());
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.stuck_reason().plain(),
        "No free cards sum to 13, no king is free, and no pass through the stock is left; \
28 cards remain on the tableau."
    );
}

#[test]
fn the_game_is_lost_when_no_pair_no_king_and_no_deal_is_left() {
    for rules in [Rules::standard(GameId::Pyramid), relaxed()] {
        let mut game = new(rules, &deal_stuck_at_the_end());
        for _ in 0..2 {
            turn_through_the_stock(&mut game);
            game.apply(&Move::Turn).unwrap();
        }
        turn_through_the_stock(&mut game);
        assert_stuck_at_the_end(&game);
    }
}

#[test]
fn the_hint_never_reads_the_stock_order_the_player_has_not_seen() {
    let budget = Budget {
        samples: 4,
        nodes_per_solve: 500,
        total_nodes: 2_000,
    };
    let hint = |game: &AnyGame| {
        crate::solver::hint::hint_with_budget(game, 1, budget, &mut crate::solver::Solver::new())
    };
    for seed in [1, 2] {
        let dealt = Deal::from_seed(seed);
        for turned in [0, 2] {
            // What the player has seen: the pyramid, the cards turned onto
            // the waste and the stock's top; the rest is reversed.
            let mut reordered = *dealt.cards();
            reordered[30 + turned..].reverse();
            let reordered = Deal::from_cards(reordered);
            let mut a = new(Rules::standard(GameId::Pyramid), &dealt);
            let mut b = new(Rules::standard(GameId::Pyramid), &reordered);
            for _ in 0..turned {
                a.apply(&Move::Turn).unwrap();
                b.apply(&Move::Turn).unwrap();
            }
            assert_ne!(a, b);
            assert_eq!(
                a.board(),
                b.board(),
                "the same position as the player sees it"
            );
            assert_eq!(a.unseen(), b.unseen());
            assert_eq!(a.unseen().len(), 22 - turned);
            assert_eq!(hint(&a), hint(&b), "seed {seed}, {turned} cards turned");
        }
    }
}

#[test]
fn after_the_first_pass_the_player_has_seen_the_whole_stock() {
    let mut game = new(Rules::standard(GameId::Pyramid), &Deal::from_seed(4));
    turn_through_the_stock(&mut game);
    assert!(game.unseen().is_empty(), "every stock card is on the waste");
    game.apply(&Move::Turn).unwrap();
    assert!(
        game.unseen().is_empty(),
        "the stock comes back in the order seen"
    );
    assert_eq!(game.unseen_order(), Vec::<Card>::new());
}

#[test]
fn pyramid_rules_play_no_card_onto_the_waste() {
    let rules: &PyramidRules = &STANDARD_RULES;
    assert_eq!(
        rules
            .check_play(card("5C"), card("6C"))
            .unwrap_err()
            .plain(),
        "Pyramid removes cards; it plays none onto the waste."
    );
    let game = standard(GameId::Pyramid, WINNABLE);
    let err = game
        .check(&Move::Play {
            column: 21,
            foundation: WASTE,
        })
        .unwrap_err();
    assert!(!err.to_string().is_empty());
}

/// Decision: with the stock and the waste both empty (every card of them
/// removed) there is nothing to turn over, so `deal` is refused even with
/// a pass left, and it is no move: the game may then be lost.
#[test]
fn with_the_stock_and_the_waste_both_empty_deal_is_refused_though_a_pass_is_left() {
    // The 24 cards after the pyramid pair off as they are turned: each
    // stock top sums to 13 with the waste's top below it.
    let pairs = [
        "AC", "QC", "2C", "JC", "3C", "10C", "4C", "9C", "5C", "8C", "6C", "7C", "AD", "QD", "2D",
        "JD", "3D", "10D", "4D", "9D", "5D", "8D", "6D", "7D",
    ];
    let named: Vec<(usize, &str)> = pairs
        .iter()
        .enumerate()
        .map(|(i, &c)| (28 + i, c))
        .collect();
    let mut game = new(Rules::standard(GameId::Pyramid), &deal_with(&named));
    for pair in 0..12 {
        game.apply(&Move::Remove(vec![STOCK, WASTE])).unwrap();
        if pair < 11 {
            game.apply(&Move::Turn).unwrap();
        }
    }
    let AnyGame::Covered(covered) = &game else {
        unreachable!("Pyramid is a covered game")
    };
    assert!(covered.stock().is_empty() && covered.waste().is_empty());
    assert_eq!(covered.redeals_left(), 2);
    assert_eq!(
        game.check(&Move::Turn).unwrap_err().to_string(),
        "The stock and the waste are empty."
    );
    assert!(!game.legal_moves().contains(&Move::Turn));
}

fn thirteen() -> Rules {
    Rules {
        game: GameId::Pyramid,
        variant: THIRTEEN,
    }
}

#[test]
fn thirteen_deals_the_top_six_rows_face_down_and_the_bottom_row_face_up() {
    dealt_face_down(thirteen(), &Deal::from_seed(5), 21, 21..28);
    assert_eq!(THIRTEEN_RULES.face_down_rows(), 6);
    assert_eq!(STANDARD_RULES.face_down_rows(), 0);
    assert_eq!(
        Rules::with_options(GameId::Pyramid, Some("thirteen"), None),
        Ok(thirteen())
    );
}

#[test]
fn in_thirteen_a_face_down_card_turns_up_once_both_cards_below_it_are_gone() {
    // WINNABLE's position 16 (4C) is covered by 22 and 23 (AC and QC),
    // position 17 (9C) by 23 and 24 (QC and 2C).
    let mut game = new_game(thirteen(), WINNABLE);
    let event = game.apply(&Move::Remove(vec![21, 22])).unwrap();
    assert!(event.steps.contains(&Step::Uncovered {
        slot: 15,
        card: card("4C"),
        turned_up: true
    }));
    assert_eq!(game.board().tableau[15], vec![card("4C")]);
    assert!(game.board().tableau[16].is_empty(), "still covered by 2C");
    let before = game.clone();
    assert_eq!(
        game.apply(&Move::Remove(vec![16, 23]))
            .unwrap_err()
            .to_string(),
        "Position 17 is face down; it turns up once no card covers it."
    );
    assert_eq!(game, before, "a refused move changes nothing");
}

#[test]
fn thirteen_shows_the_stock_top_and_it_pairs_as_in_pyramid() {
    let mut game = new_game(thirteen(), WINNABLE);
    assert_eq!(stock_top(&game), Some(card("QH")));
    assert_eq!(waste(&game), vec![card("AH")]);
    assert_eq!(
        game.unseen().len(),
        21 + 22,
        "the face-down rows and the stock under its top"
    );
    game.apply(&Move::Remove(vec![STOCK, WASTE])).unwrap();
    assert_eq!(stock_top(&game), Some(card("2H")));
    assert_eq!(game.cleared(), 2);
    for (a, b) in [("AC", "QD"), ("6H", "7S"), ("KC", "KD")] {
        let pair = [card(a), card(b)];
        assert_eq!(
            THIRTEEN_RULES.check_set(&pair).is_ok(),
            STANDARD_RULES.check_set(&pair).is_ok()
        );
    }
    assert!(THIRTEEN_RULES.check_set(&[card("KS")]).is_ok());
}

#[test]
fn thirteen_goes_through_the_stock_once() {
    let mut game = new(thirteen(), &Deal::from_seed(4));
    assert_eq!(game.board().covered.unwrap().passes_left, 0);
    turn_through_the_stock(&mut game);
    let before = game.clone();
    assert_eq!(
        game.apply(&Move::Turn).unwrap_err().to_string(),
        "The stock is empty; Pyramid goes through it once."
    );
    assert_eq!(game, before);
    assert!(!game.legal_moves().contains(&Move::Turn));
}

#[test]
fn thirteen_is_won_when_all_52_cards_are_removed_not_the_pyramid_alone() {
    let mut game = new_game(thirteen(), WINNABLE);
    play(&mut game, &pyramid_line());
    assert_eq!(
        game.outcome(),
        Outcome::Playing,
        "the stock and waste are left"
    );
    assert_eq!(game.cleared(), 28);
    assert_eq!(GameId::Pyramid.descriptor().cleared_of(THIRTEEN).total, 52);
    play(&mut game, &stock_pairs_line());
    assert_eq!(game.outcome(), Outcome::Won);
    assert_eq!(game.cleared(), 52);
}

#[test]
fn thirteen_is_lost_when_no_pair_no_king_and_no_deal_is_left() {
    let mut game = new(thirteen(), &deal_stuck_at_the_end());
    turn_through_the_stock(&mut game);
    assert_stuck_at_the_end(&game);
}

#[test]
fn the_thirteen_hint_never_reads_the_face_down_cards_or_the_stock_under_its_top() {
    // Cards 1 to 21 are the face-down rows; 31 to 52 the stock under its
    // shown top, card 30.
    assert_the_hint_reads_no_hidden_card(thirteen(), &[(0, 21), (30, 52)]);
}
