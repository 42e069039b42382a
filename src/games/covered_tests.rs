//! The covered engine on its own: pairs summing to 13 and kings alone on
//! pyramids of any size made for the tests (three passes, the stock's top
//! shown), and Tri Peaks' plays a rank up or down onto the waste
//! (face-down cards, one pass).

use super::*;
use crate::games::test_support::{assert_turned, card, deal};
use crate::games::tri_peaks::STANDARD_RULES as TRI_PEAKS;
use crate::games::{GameId, Variant};

#[derive(Debug)]
struct Pairs {
    rows: usize,
    goal: Goal,
}

impl CoverRules for Pairs {
    fn shape(&self) -> CoverShape {
        CoverShape::Pyramid { rows: self.rows }
    }
    fn face_down_rows(&self) -> usize {
        0
    }
    fn passes(&self) -> usize {
        3
    }
    fn shows_stock_top(&self) -> bool {
        true
    }
    fn action(&self) -> Action {
        Action::RemoveSets { largest: 2 }
    }
    fn check_set(&self, cards: &[Card]) -> Result<(), Message> {
        let sum: u8 = cards.iter().map(|c| c.rank().number()).sum();
        match cards {
            [one] if one.rank().number() == 13 => Ok(()),
            [_, _] if sum == 13 => Ok(()),
            _ => Err(Message::new().cards(cards).text(" do not make 13.")),
        }
    }
    fn check_play(&self, _: Card, _: Card) -> Result<(), Message> {
        Err(Message::from_text("No plays."))
    }
    fn goal(&self) -> Goal {
        self.goal
    }
    fn why_stuck(&self) -> &'static str {
        "No pair makes 13"
    }
}

static PYRAMID: Pairs = Pairs {
    rows: 7,
    goal: Goal::EveryCard,
};
static SMALL: Pairs = Pairs {
    rows: 2,
    goal: Goal::Tableau,
};

/// The rules a test game reports: Pyramid's, whose rules [`Pairs`] follows
/// (the engine never reads them).
fn rules() -> Rules {
    Rules {
        game: GameId::Pyramid,
        variant: Variant::STANDARD,
    }
}

fn pyramid(seed: u64) -> CoveredGame {
    CoveredGame::new(rules(), &PYRAMID, &Deal::from_seed(seed)).0
}

fn peaks(seed: u64) -> CoveredGame {
    CoveredGame::new(
        Rules::standard(GameId::TriPeaks),
        &TRI_PEAKS,
        &Deal::from_seed(seed),
    )
    .0
}

#[test]
fn the_deal_fills_the_spots_then_turns_the_stocks_first_card_onto_the_waste() {
    let dealt = Deal::from_seed(5);
    let (game, opening) = CoveredGame::new(rules(), &PYRAMID, &dealt);
    let deck = dealt.cards();
    assert_eq!(game.tableau().card(0), Some(deck[0]));
    assert_eq!(game.tableau().card(27), Some(deck[27]));
    assert_eq!(game.waste(), vec![deck[28]]);
    assert_eq!(game.stock(), deck[29..].to_vec());
    assert_eq!(game.stock_len(), 23);
    assert_turned(&opening, deck[28], None);
}

#[test]
fn only_free_cards_pair_and_a_card_never_pairs_with_one_covering_it() {
    // 6S at spot 20 is covered by 7H (26) and 4C (27), which are free.
    let mut codes = vec![];
    let filler = [
        "AS", "2S", "3S", "4S", "5S", "8S", "9S", "10S", "JS", "QS", "AH", "2H", "3H", "4H", "5H",
        "6H", "8H", "9H", "10H", "JH",
    ];
    codes.extend(filler);
    codes.extend(["6S", "AD", "2D", "3D", "4D", "5D", "7H", "4C"]);
    let game = CoveredGame::new(rules(), &PYRAMID, &deal(&codes.join(" "))).0;
    assert_eq!(game.tableau().card(20), Some(card("6S")));
    let moves = game.legal_moves();
    assert!(!moves.contains(&Move::Remove(vec![20, 26])), "7H covers 6S");
    let err = game.check(&Move::Remove(vec![20, 26])).unwrap_err();
    assert!(err.to_string().contains("is covered by 7H and 4C"), "{err}");
}

#[test]
fn the_stocks_top_and_the_wastes_top_are_free_where_the_stock_is_shown() {
    let game = pyramid(1);
    let board = game.board();
    let view = board.covered.clone().unwrap();
    assert_eq!(view.free, (21..28).collect::<Vec<_>>());
    assert_eq!(view.stock_top, game.stock().first().copied());
    assert_eq!(view.waste, game.waste());
    for mv in game.legal_moves() {
        if let Move::Remove(places) = mv {
            let cards: Vec<Card> = places.iter().map(|&p| board.top_at(p).unwrap()).collect();
            assert!(PYRAMID.check_set(&cards).is_ok(), "{cards:?}");
        }
    }
}

#[test]
fn removing_from_the_stock_and_the_waste_takes_their_top_cards() {
    let dealt = Deal::from_seed(11);
    let mut game = CoveredGame::new(rules(), &PYRAMID, &dealt).0;
    let stock_top = game.stock()[0];
    let waste_top = *game.waste().last().unwrap();
    let mv = Move::Remove(vec![Move::STOCK, Move::WASTE]);
    let sum = stock_top.rank().number() + waste_top.rank().number();
    assert_eq!(game.check(&mv).is_ok(), sum == 13);
    // Turning leaves the next stock card on top.
    let next = game.stock()[1];
    let event = game.apply(&Move::Turn).unwrap();
    assert_turned(&event, stock_top, Some(waste_top));
    assert_eq!(game.board().covered.unwrap().stock_top, Some(next));
}

#[test]
fn deal_with_the_stock_empty_turns_the_waste_over_first_turned_first_until_the_passes_run_out() {
    let dealt = Deal::from_seed(3);
    let mut game = CoveredGame::new(rules(), &PYRAMID, &dealt).0;
    for pass in 0..3 {
        while game.stock_len() > 0 {
            game.apply(&Move::Turn).unwrap();
        }
        assert_eq!(game.waste().len(), 24);
        if pass == 2 {
            assert!(!game.legal_moves().contains(&Move::Turn));
            let err = game.check(&Move::Turn).unwrap_err().to_string();
            assert_eq!(
                err,
                "The stock is empty and all 3 passes through it are used."
            );
            break;
        }
        let event = game.apply(&Move::Turn).unwrap();
        assert_eq!(
            event.steps,
            vec![Step::Redealt {
                cards: 24,
                passes_left: 1 - pass
            }]
        );
        assert_eq!(game.stock(), dealt.cards()[28..].to_vec(), "pass {pass}");
        assert!(game.waste().is_empty());
    }
}

#[test]
fn a_face_down_card_turns_up_when_the_last_card_covering_it_is_played() {
    let mut game = peaks(1);
    let board = game.board();
    assert_eq!(board.covered.as_ref().unwrap().face_down.len(), 18);
    assert!(board.tableau[..18].iter().all(Vec::is_empty), "hidden");
    // Play cards until one is turned up, checking each step says so.
    let mut turned = None;
    'play: for _ in 0..40 {
        let Some(mv) = game.legal_moves().into_iter().next() else {
            break;
        };
        let event = game.apply(&mv).unwrap();
        for step in event.steps {
            if let Step::Uncovered {
                slot,
                card,
                turned_up: true,
            } = step
            {
                turned = Some((slot, card));
                break 'play;
            }
        }
    }
    let (slot, card) = turned.expect("some card turns up within 40 moves of seed 1");
    assert!(game.tableau().is_face_up(slot));
    assert_eq!(game.board().tableau[slot], vec![card]);
    assert!(game.board().covered.unwrap().free.contains(&slot));
}

#[test]
fn a_card_plays_onto_the_waste_only_where_the_rules_say() {
    let game = peaks(2);
    let top = *game.waste().last().unwrap();
    for (spot, card) in game.tableau().free() {
        let mv = Move::Play {
            column: spot,
            foundation: Move::WASTE,
        };
        assert_eq!(
            game.legal_moves().contains(&mv),
            TRI_PEAKS.check_play(card, top).is_ok()
        );
    }
    let covered = Move::Play {
        column: 0,
        foundation: Move::WASTE,
    };
    let said = game.check(&covered).unwrap_err().to_string();
    assert_eq!(
        said,
        "Position 1 is face down; it turns up once no card covers it."
    );
    assert!(game.check(&Move::Remove(vec![20])).is_err());
}

#[test]
fn a_play_naming_the_stock_or_the_waste_is_refused_in_a_sentence() {
    let game = peaks(2);
    let from = |column| Move::Play {
        column,
        foundation: Move::WASTE,
    };
    assert_eq!(
        game.check(&from(Move::STOCK)).unwrap_err().to_string(),
        "Deal turns the stock's next card onto the waste; a move plays a free card."
    );
    assert_eq!(
        game.check(&from(Move::WASTE)).unwrap_err().to_string(),
        "Cards are played onto the waste; its top card stays there."
    );
}

#[test]
fn what_is_hidden_is_the_face_down_cards_and_the_stock_never_seen() {
    let game = peaks(4);
    assert_eq!(game.unseen().len(), 18 + 23);
    let pyramid_game = pyramid(4);
    assert_eq!(pyramid_game.unseen().len(), 22, "the stock's top is shown");
    for game in [game, pyramid_game] {
        let order = game.unseen_order();
        assert_eq!(game.with_unseen_order(&order), game);
        let mut other = order.clone();
        other.reverse();
        let sampled = game.with_unseen_order(&other);
        assert_eq!(
            sampled.board(),
            game.board(),
            "the visible board is the same"
        );
        assert_eq!(sampled.unseen_order(), other);
    }
}

#[test]
fn after_a_redeal_the_stock_is_known_so_nothing_of_it_is_hidden() {
    let mut game = pyramid(6);
    while game.stock_len() > 0 {
        game.apply(&Move::Turn).unwrap();
    }
    game.apply(&Move::Turn).unwrap();
    assert!(game.unseen().is_empty());
}

#[test]
fn the_tableau_goal_is_won_once_the_tableau_is_empty() {
    let mut game = CoveredGame::new(rules(), &SMALL, &deal("KS KH KD")).0;
    assert!(!game.is_won());
    assert!(game.legal_moves().contains(&Move::Remove(vec![1])));
    game.apply(&Move::Remove(vec![1])).unwrap();
    let event = game.apply(&Move::Remove(vec![2])).unwrap();
    assert_eq!(
        event.steps,
        vec![
            Step::Removed {
                slot: 2,
                card: card("KD")
            },
            Step::Uncovered {
                slot: 0,
                card: card("KS"),
                turned_up: false
            }
        ]
    );
    game.apply(&Move::Remove(vec![0])).unwrap();
    assert!(game.is_won());
    assert_eq!(game.cleared(), 3);
    assert_eq!(game.outcome(), crate::games::Outcome::Won);
}

#[test]
fn named_places_resolve_to_the_stock_and_the_waste() {
    let game = pyramid(8);
    let moves = game.legal_moves();
    for mv in moves {
        let Move::Remove(places) = &mv else { continue };
        let targets: Vec<Target> = places
            .iter()
            .map(|&p| match p {
                Move::STOCK => Target::Stock,
                Move::WASTE => Target::Waste,
                spot => Target::Number(spot + 1),
            })
            .collect();
        assert_eq!(game.resolve(Asked::Remove, &targets), Ok(mv.clone()));
    }
    let peaks_game = peaks(8);
    for mv in peaks_game.legal_moves() {
        let Move::Play { column, .. } = mv else {
            continue;
        };
        let typed = [Target::Number(column + 1)];
        assert_eq!(peaks_game.resolve(Asked::Bare, &typed), Ok(mv.clone()));
        assert_eq!(peaks_game.resolve(Asked::Move, &typed), Ok(mv));
    }
}

/// The relation a covered game's rules are read as (one card of each rank
/// in one suit, the other in another) is exact only if suits never matter
/// to them: every registered rule set's sets and plays give the same
/// answer for every suit of each card.
#[test]
fn suits_never_matter_to_what_goes_with_what_in_the_covered_games() {
    use crate::cards::{Rank, Suit};
    let of = |rank: u8, suit: Suit| Card::new(Rank::new(rank).unwrap(), suit);
    let mut checked = 0;
    for rules in Rules::every() {
        let (AnyGame::Covered(game), _) = AnyGame::new(rules, &crate::deal::Deal::from_seed(1))
        else {
            continue;
        };
        let (rule, relation) = (game.cover_rules(), game.relation());
        for a in 1..=13u8 {
            for sa in Suit::ALL {
                assert_eq!(
                    rule.check_set(&[of(a, sa)]).is_ok(),
                    relation.alone(a),
                    "{rules:?} {a}"
                );
                for b in 1..=13u8 {
                    for sb in Suit::ALL.into_iter().filter(|&sb| (a, sa) != (b, sb)) {
                        let together = match rule.action() {
                            Action::RemoveSets { .. } => {
                                rule.check_set(&[of(a, sa), of(b, sb)]).is_ok()
                            }
                            Action::PlayToWaste => rule.check_play(of(a, sa), of(b, sb)).is_ok(),
                        };
                        assert_eq!(together, relation.goes_with(a, b), "{rules:?} {a} {b}");
                    }
                }
            }
        }
        checked += 1;
    }
    assert!(checked >= 3, "{checked} covered rule sets");
}
