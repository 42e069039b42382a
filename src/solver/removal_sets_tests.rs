//! The sets the removal engine works out from each game's rules: the
//! classes, the order, the sets played at once, the packing.

use super::*;
use crate::cards::Card;
use crate::deal::Deal;
use crate::games::{AnyGame, GameId, Rules, Variant};

/// The set rules of a registered removal game.
fn rules_of(game: GameId, variant: Variant) -> &'static dyn SetRules {
    let (game, _) = AnyGame::new(Rules { game, variant }, &Deal::from_seed(1));
    match game {
        AnyGame::Removal(g) => g.set_rules(),
        _ => panic!("{game:?} is not a removal game"),
    }
}

/// Every registered removal game with each of its variants.
fn every_removal_game() -> Vec<&'static dyn SetRules> {
    let mut all = Vec::new();
    for rules in Rules::every() {
        let (dealt, _) = AnyGame::new(rules, &Deal::from_seed(1));
        if let AnyGame::Removal(g) = dealt {
            all.push(g.set_rules());
        }
    }
    all
}

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

/// Each set as its cards' ranks, one card of each class it takes.
fn ranks(table: &SetTable) -> Vec<Vec<u8>> {
    table
        .sets
        .iter()
        .map(|set| {
            set.classes
                .iter()
                .flat_map(|&(class, n)| {
                    let first = (0..52)
                        .find(|&i| table.class_of[i] == class)
                        .and_then(Card::from_index)
                        .unwrap();
                    std::iter::repeat_n(first.rank().number(), usize::from(n))
                })
                .collect()
        })
        .collect()
}

#[test]
fn elevens_sets_are_its_five_pairs_then_the_jack_queen_and_king_and_it_is_confluent() {
    let table = SetTable::new(rules_of(GameId::Elevens, Variant::STANDARD));
    assert_eq!(
        ranks(&table),
        [
            vec![1, 10],
            vec![2, 9],
            vec![3, 8],
            vec![4, 7],
            vec![5, 6],
            vec![11, 12, 13]
        ]
    );
    assert!(table.confluent);
}

#[test]
fn eighteens_face_cards_are_one_class_its_aces_pass_by_and_its_eight_sets_branch() {
    let table = SetTable::new(rules_of(GameId::Eighteens, Variant::STANDARD));
    let face = table.class_of[card("JH").index()];
    for code in ["JC", "QD", "KS", "KH"] {
        assert_eq!(table.class_of[card(code).index()], face, "{code}");
    }
    assert_ne!(table.class_of[card("10H").index()], face);
    for code in ["AC", "AD", "AH", "AS"] {
        assert_eq!(table.class_of[card(code).index()], PASSES, "{code}");
    }
    assert_eq!(
        ranks(&table),
        [
            [2, 6, 10, 11],
            [2, 7, 9, 11],
            [3, 5, 10, 11],
            [3, 6, 9, 11],
            [3, 7, 8, 11],
            [4, 5, 9, 11],
            [4, 6, 8, 11],
            [5, 6, 7, 11]
        ]
    );
    assert!(!table.confluent);
    assert_eq!(table.first_sole(&table.all), None);
}

#[test]
fn suit_elevens_jack_queen_and_king_of_a_suit_are_one_class_whose_set_is_played_at_once() {
    let table = SetTable::new(rules_of(GameId::SuitElevens, Variant::STANDARD));
    assert_eq!(table.sets.len(), 11 * 4 + 4);
    let hearts = table.class_of[card("JH").index()];
    assert_eq!(table.class_of[card("QH").index()], hearts);
    assert_eq!(table.class_of[card("KH").index()], hearts);
    assert_ne!(table.class_of[card("KS").index()], hearts);
    assert_ne!(
        table.class_of[card("5H").index()],
        table.class_of[card("5S").index()]
    );
    let sole: Vec<usize> = (0..table.sets.len())
        .filter(|&i| table.first_sole(&one(i)).is_some())
        .collect();
    assert_eq!(sole.len(), 4);
    for i in sole {
        assert_eq!(table.sets[i].classes.len(), 1);
        assert_eq!(table.sets[i].cards, 3);
    }
    assert!(!table.confluent);
    // By size, then ranks, then suits: 1+10 in each suit first, 1+2+3+5 last
    // of the number sets.
    assert_eq!(ranks(&table)[..4], [[1, 10], [1, 10], [1, 10], [1, 10]]);
}

#[test]
fn suit_elevens_pairs_sets_share_no_card_so_the_game_is_confluent() {
    let table = SetTable::new(rules_of(
        GameId::SuitElevens,
        crate::games::suit_elevens::PAIRS,
    ));
    assert_eq!(table.sets.len(), 5 * 4 + 4);
    assert!(table.confluent);
}

/// A mask of set `i` alone.
fn one(i: usize) -> SetMask {
    let mut mask = [0; MAX_WORDS];
    mask[i / 64] |= 1 << (i % 64);
    mask
}

#[test]
fn the_sets_that_fit_are_those_whose_every_class_shows_often_enough() {
    for rules in every_removal_game() {
        let table = SetTable::new(rules);
        for seed in 1..200 {
            let deal = Deal::from_seed(seed);
            let showing = &deal.cards()[..table.slots.into()];
            let mut counts = 0;
            let mut by_class = vec![0u8; table.one.len()];
            for c in showing {
                let class = table.class_of[c.index()];
                if class != PASSES {
                    counts += table.one[usize::from(class)];
                    by_class[usize::from(class)] += 1;
                }
            }
            let fitting = table.fitting(counts);
            for (i, set) in table.sets.iter().enumerate() {
                let fits = set
                    .classes
                    .iter()
                    .all(|&(c, n)| by_class[usize::from(c)] >= n);
                let found = fitting[i / 64] & (1 << (i % 64)) != 0;
                assert_eq!(found, fits, "{rules:?} seed {seed} set {i}");
            }
        }
    }
}

#[test]
fn every_removal_game_has_sets_and_packs_into_a_key() {
    let all = every_removal_game();
    assert!(all.len() >= 4);
    for rules in all {
        let table = SetTable::of(rules);
        assert!(!table.sets.is_empty(), "{rules:?}");
        assert!(
            std::ptr::eq(table, SetTable::of(rules)),
            "{rules:?} is worked out once"
        );
    }
}

#[test]
fn each_game_gets_its_own_table_though_rules_without_data_may_share_an_address() {
    let elevens = SetTable::of(rules_of(GameId::Elevens, Variant::STANDARD));
    let eighteens = SetTable::of(rules_of(GameId::Eighteens, Variant::STANDARD));
    assert_eq!(elevens.slots, 9);
    assert_eq!(eighteens.slots, 12);
}

#[test]
fn thirteens_tens_nines_and_block_ten_are_confluent() {
    for game in [
        GameId::Thirteens,
        GameId::Tens,
        GameId::Nines,
        GameId::BlockTen,
    ] {
        let table = SetTable::new(rules_of(game, Variant::STANDARD));
        assert!(table.confluent, "{game:?}");
    }
    for game in [GameId::Fifteens, GameId::Neptune] {
        let table = SetTable::new(rules_of(game, Variant::STANDARD));
        assert!(!table.confluent, "{game:?}");
    }
}

#[test]
fn fifteens_has_109_sets_summing_to_15_and_one_of_10_jack_queen_and_king() {
    let table = SetTable::new(rules_of(GameId::Fifteens, Variant::STANDARD));
    assert_eq!(table.sets.len(), 110);
    assert_eq!(table.sets.iter().map(|s| s.cards).max(), Some(9));
    assert_eq!(ranks(&table)[0], [6, 9]);
    assert!(ranks(&table).contains(&vec![10, 11, 12, 13]));
}

#[test]
fn block_ten_tens_are_a_class_no_set_takes_and_still_fill_a_slot() {
    let table = SetTable::new(rules_of(GameId::BlockTen, Variant::STANDARD));
    let tens = table.class_of[card("10H").index()];
    assert_ne!(tens, PASSES);
    assert!(table
        .sets
        .iter()
        .all(|s| s.classes.iter().all(|&(c, _)| c != tens)));
    assert_eq!(table.won_cleared(), 48);
}

#[test]
fn neptune_is_won_with_the_stock_dealt_out_counting_the_44_cards_dealt() {
    let table = SetTable::new(rules_of(GameId::Neptune, Variant::STANDARD));
    assert_eq!(table.won_cleared(), 44);
    assert_eq!(ranks(&table).len(), 12);
}
