//! Helpers shared by the rule tests of every game.

use super::covered::CoverRules;
use super::descriptor::Budget;
use super::foundation_shape::{DealLayout, Dealt};
use super::removal::{multisets, subsets, SetRules};
use super::{AnyGame, Event, Game, GameId, Move, Outcome, Rules, Step, View, Wording};
use crate::cards::{Card, Rank, Suit};
use crate::deal::Deal;
use std::ops::Range;

/// Parses a card code, panicking on a typo in a test.
pub fn card(code: &str) -> Card {
    code.parse().expect("test card code")
}

/// A deal that starts with `codes`, the rest in new-deck order.
pub fn deal(codes: &str) -> Deal {
    Deal::starting_with(codes).expect("test deal")
}

/// Every card of the deck, in new-deck order.
pub fn every_card() -> impl Iterator<Item = Card> {
    (0..52).filter_map(Card::from_index)
}

/// The cards named by `codes`, separated by spaces.
pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// Applies each move of `line` in order, naming the move and its refusal
/// should one be refused.
pub fn play_line(game: &mut AnyGame, line: &[Move]) {
    for mv in line {
        game.apply(mv).unwrap_or_else(|e| panic!("{mv:?}: {e}"));
    }
}

/// Turns the stock's cards, one at a time, until the stock is empty.
pub fn turn_through_the_stock(game: &mut AnyGame) {
    while game.stock_len() > 0 {
        game.apply(&Move::Turn).unwrap();
    }
}

/// Turns `turns` stock cards, asserting before each turn that the game
/// is still being played.
pub fn turn_stock_cards(game: &mut AnyGame, turns: usize) {
    for _ in 0..turns {
        assert_eq!(game.outcome(), Outcome::Playing, "the stock has cards");
        game.apply(&Move::Turn).unwrap();
    }
}

/// A new game of `rules` whose deal starts with `codes`.
pub fn new_game(rules: Rules, codes: &str) -> AnyGame {
    AnyGame::new(rules, &deal(codes)).0
}

/// A new standard game of `id` whose deal starts with `codes`.
pub fn standard(id: GameId, codes: &str) -> AnyGame {
    new_game(Rules::standard(id), codes)
}

/// The 0-based tableau place whose top card is `code`.
pub fn place_of(game: &AnyGame, code: &str) -> usize {
    let wanted = card(code);
    game.board()
        .tableau
        .iter()
        .position(|pile| pile.last() == Some(&wanted))
        .unwrap_or_else(|| panic!("{code} is not showing"))
}

/// The removal of the cards named by `codes`, located on the board.
pub fn removal(game: &AnyGame, codes: &str) -> Move {
    let mut slots: Vec<usize> = codes
        .split_whitespace()
        .map(|c| place_of(game, c))
        .collect();
    slots.sort_unstable();
    Move::Remove(slots)
}

/// Plays the first legal move until the game ends, or for at most 1,000
/// moves (Sweet Sixteen can shuttle a card between two piles forever);
/// returns the outcome.
pub fn play_first_moves(game: &mut AnyGame) -> Outcome {
    for _ in 0..1000 {
        if game.outcome() != Outcome::Playing {
            break;
        }
        let mv = game.legal_moves().remove(0);
        game.apply(&mv).expect("a listed move is legal");
    }
    game.outcome()
}

/// Every card exactly once across tableau, stock and discards/foundations
/// (and a game of covered cards' waste and face-down cards).
pub fn assert_all_cards_accounted_for(game: &AnyGame) {
    let board = game.board();
    let waste: &[Card] = board.covered.as_ref().map_or(&[], |c| &c.waste);
    let face_down = board.covered.as_ref().map_or(0, |c| c.face_down.len());
    let on_table: usize = board.tableau.iter().map(Vec::len).sum::<usize>()
        + board.foundations.iter().map(Vec::len).sum::<usize>()
        + waste.len();
    let mut seen = crate::cards::CardSet::EMPTY;
    for card in board.tableau.iter().chain(&board.foundations).flatten() {
        assert!(seen.insert(*card), "{card} shows twice");
    }
    for card in waste {
        assert!(seen.insert(*card), "{card} shows twice");
    }
    for card in game.unseen() {
        assert!(seen.insert(card), "{card} is both showing and unseen");
    }
    // Only the removal games (and a game of covered cards that removes
    // them) count cards gone from the table.
    let gone = board.discarded.unwrap_or(0);
    assert_eq!(on_table + face_down + board.stock + gone, 52);
}

/// One card of each rank number in `ranks`, in order, each of the first
/// suit (clubs, diamonds, hearts, spades) not yet taken by an earlier card
/// or by `taken`.
pub fn cards_of_ranks(ranks: &[u8], taken: &[Card]) -> Vec<Card> {
    let mut used: Vec<Card> = taken.to_vec();
    ranks
        .iter()
        .map(|&n| {
            let rank = Rank::new(n).expect("test rank");
            let card = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]
                .into_iter()
                .map(|suit| Card::new(rank, suit))
                .find(|c| !used.contains(c))
                .expect("a rank used at most four times");
            used.push(card);
            card
        })
        .collect()
}

/// A deal of a foundation game of `layout` in which emptying column 1 top
/// first, then column 2, and so on, plays the cards of `line` in order;
/// the foundation starts with `foundation` and the talon with `talon`. The
/// cards named nowhere fill the columns after `line`, then the talon, in
/// new-deck order.
pub fn foundation_deal(
    layout: &DealLayout,
    line: &[Card],
    foundation: Option<Card>,
    talon: &[Card],
) -> Deal {
    let named: Vec<Card> = line
        .iter()
        .chain(foundation.iter())
        .chain(talon)
        .copied()
        .collect();
    let mut rest = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| !named.contains(c));
    let mut line = line.to_vec();
    line.extend(rest.by_ref().take(layout.column_cards() - line.len()));
    let mut talon = talon.to_vec();
    talon.extend(rest);
    let columns = line
        .chunks(layout.height)
        .map(|chunk| chunk.iter().rev().copied().collect())
        .collect();
    let dealt = Dealt {
        columns,
        foundation,
        talon,
    };
    let deck: [Card; 52] = layout
        .deck(&dealt)
        .try_into()
        .expect("a test layout holds 52 cards");
    Deal::from_cards(deck)
}

/// The move that plays column `column`'s top card (0-based) to the one
/// foundation, f1.
pub fn play_to_foundation(column: usize) -> Move {
    Move::Play {
        column,
        foundation: 0,
    }
}

/// The cards of a one-foundation game's foundation, bottom first.
pub fn first_foundation(game: &AnyGame) -> Vec<Card> {
    game.board().foundations[0].clone()
}

/// A deal of a one-foundation game of `layout` whose columns, emptied in
/// order, play cards of `ranks` (each of the first suit not yet taken),
/// with the foundation started by `start`, or empty.
pub fn foundation_deal_playing(layout: &DealLayout, start: Option<Card>, ranks: &[u8]) -> Deal {
    let line = cards_of_ranks(ranks, start.as_slice());
    foundation_deal(layout, &line, start, &[])
}

/// Plays column `column`'s top card (0-based) to the one foundation,
/// `cards` times over.
pub fn play_from_column(game: &mut AnyGame, column: usize, cards: usize) {
    for _ in 0..cards {
        game.apply(&play_to_foundation(column)).unwrap();
    }
}

/// Asserts that in a game of `rules`, a one-foundation game with Golf's
/// layout, `deal` turns the stock's next card onto the foundation at any
/// time and plays no column card.
pub fn assert_deal_turns_a_stock_card_onto_the_foundation(rules: Rules) {
    let deal = Deal::from_seed(5);
    let mut game = AnyGame::new(rules, &deal).0;
    assert!(game.legal_moves().contains(&Move::Turn));
    game.apply(&Move::Turn).unwrap();
    assert_eq!(
        first_foundation(&game),
        vec![deal.cards()[35], deal.cards()[36]]
    );
    assert_eq!(game.stock_len(), 15);
    assert_eq!(game.cleared(), 0);
}

/// Empties the columns of `layout` onto the one foundation, column 1 first,
/// each top card first, asserting before each move that the game is still
/// being played.
pub fn empty_columns_in_order(game: &mut AnyGame, layout: &DealLayout) {
    for column in 0..layout.columns {
        for _ in 0..layout.height {
            assert_eq!(game.outcome(), Outcome::Playing);
            game.apply(&play_to_foundation(column)).unwrap();
        }
    }
}

/// Asserts that `game` is lost, with no legal move left, and that the
/// sentence that ends it says the stock is empty.
pub fn assert_lost_with_the_stock_empty(game: &AnyGame) {
    assert_eq!(game.outcome(), Outcome::Lost);
    assert!(game.legal_moves().is_empty());
    assert!(game
        .stuck_reason()
        .to_string()
        .contains("and the stock is empty"));
}

/// Asserts that the hint, in a game with nothing hidden, offers a legal
/// move and says the deal can still be won.
pub fn assert_the_hint_says_the_deal_can_still_be_won(game: &AnyGame) {
    let hint = crate::solver::hint::hint(game, 1);
    assert!(game.check(&hint.best.unwrap()).is_ok());
    assert_eq!(hint.reason, crate::advice::Reason::CanStillWin);
}

/// The sentence `mv` is refused with; the game is unchanged.
pub fn rejection(game: &AnyGame, mv: &Move) -> String {
    let before = game.clone();
    let mut after = game.clone();
    let err = after.apply(mv).unwrap_err();
    assert_eq!(after, before, "a rejected move changed the game");
    err.to_string()
}

// ---- the removal games ----

/// Asserts the deal's grid: `slots` positions, rows of `columns`, the rest
/// in the stock.
pub fn assert_grid(id: GameId, slots: usize, columns: usize) {
    let game = standard(id, "");
    let board = game.board();
    assert_eq!(board.tableau.len(), slots);
    assert_eq!(board.layout, crate::games::Layout::Grid { columns });
    assert_eq!(game.stock_len(), 52 - slots);
}

/// Removes the cards named by `codes` from a deal starting with `deal`,
/// and returns how many cards are cleared after.
pub fn removes(id: GameId, deal: &str, codes: &str) -> usize {
    let mut game = standard(id, deal);
    game.apply(&removal(&game, codes)).unwrap();
    game.cleared()
}

/// The sentence the set `codes` is refused with, from a deal starting
/// with `deal`.
pub fn refused(id: GameId, deal: &str, codes: &str) -> String {
    let game = standard(id, deal);
    rejection(&game, &removal(&game, codes))
}

/// Plays the first legal move until the game ends, for seeds 0 to 299;
/// the games won.
pub fn won_by_first_moves(id: GameId) -> Vec<AnyGame> {
    (0..300)
        .filter_map(|seed| {
            let (mut game, _) = AnyGame::new(Rules::standard(id), &Deal::from_seed(seed));
            (play_first_moves(&mut game) == Outcome::Won).then_some(game)
        })
        .collect()
}

/// Asserts that some deals are won by the first moves, each with every
/// card removed.
pub fn assert_won_with_every_card_removed(id: GameId) {
    let won = won_by_first_moves(id);
    assert!(!won.is_empty(), "some of 300 deals of {id:?} are won");
    for game in won {
        assert_eq!(game.cleared(), 52);
        assert!(game.board().tableau.iter().all(Vec::is_empty));
    }
}

/// For each multiset of ranks of the sizes `rule` takes, whether giving
/// its cards distinct suits in different ways gets the same answer from
/// `rule.check`: the ranks whose answer changes with the suits, and how
/// many rank multisets it accepts. Every way is tried for a multiset with
/// at most 24 ways, and for one accepted with its first suits (up to 4,096
/// ways); four ways, spread over them, for the rest (Fifteens has 466,466
/// multisets of two to nine cards).
pub fn answers_by_suit(rule: &dyn SetRules) -> (Vec<Vec<u8>>, usize) {
    let (mut changing, mut accepted) = (Vec::new(), 0);
    multisets(13, 4, rule.set_sizes(), &mut |counts| {
        // Each rank's choices of distinct suits for its cards.
        let choices: Vec<(Rank, Vec<u8>)> = counts
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(kind, &n)| {
                let masks = (0..16u8)
                    .filter(|m| m.count_ones() == u32::from(n))
                    .collect();
                (Rank::new(kind as u8 + 1).unwrap(), masks)
            })
            .collect();
        let ways: usize = choices.iter().map(|(_, m)| m.len()).product();
        let hand = |mut way: usize| -> Vec<Card> {
            let mut cards = Vec::new();
            for (rank, masks) in &choices {
                let mask = masks[way % masks.len()];
                way /= masks.len();
                cards.extend(
                    Suit::ALL
                        .iter()
                        .filter(|s| mask & 1 << s.index() != 0)
                        .map(|&s| Card::new(*rank, s)),
                );
            }
            cards
        };
        let first = rule.check(&hand(0)).is_ok();
        let tried: Vec<usize> = if ways <= 24 || (first && ways <= 4096) {
            (1..ways).collect()
        } else {
            (1..4).map(|i| i * ways / 4).collect()
        };
        if tried
            .into_iter()
            .any(|way| rule.check(&hand(way)).is_ok() != first)
        {
            changing.push(counts.to_vec());
        } else if first {
            accepted += 1;
        }
    });
    (changing, accepted)
}

/// On the opening grid of seed `seed`: the groups of slots
/// `rule.find_sets` gives, and the groups of up to `largest` shown cards
/// `rule.check` accepts, each list sorted.
pub fn sets_found_and_accepted(
    rule: &dyn SetRules,
    seed: u64,
    largest: usize,
) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
    let deck = Deal::from_seed(seed);
    let shown: Vec<(usize, Card)> = deck.cards()[..rule.grid().slots]
        .iter()
        .copied()
        .enumerate()
        .collect();
    let mut found = Vec::new();
    rule.find_sets(&shown, &mut |slots| {
        found.push(slots.to_vec());
        false
    });
    let mut accepted = Vec::new();
    subsets(&shown, 1, largest + 1, &mut Vec::new(), &mut |set| {
        let cards: Vec<_> = set.iter().map(|(_, c)| *c).collect();
        if rule.check(&cards).is_ok() {
            accepted.push(set.iter().map(|(s, _)| *s).collect::<Vec<_>>());
        }
        false
    });
    found.sort();
    accepted.sort();
    (found, accepted)
}

/// Asserts that `rule.find_sets` gives exactly the groups of the shown
/// cards `rule.check` accepts, on the opening grids of seeds 1 to 11.
pub fn assert_finds_exactly_the_sets_it_accepts(rule: &dyn SetRules) {
    let mut sets_seen = 0;
    for seed in 1..12 {
        let (found, accepted) = sets_found_and_accepted(rule, seed, rule.set_sizes().max);
        assert_eq!(found, accepted, "{rule:?} seed {seed}");
        sets_seen += found.len();
    }
    assert!(sets_seen > 5, "only {sets_seen} sets in all");
}

/// The deck of a game of covered cards with 28 spots that puts `tableau`
/// on spots 1, 2, ... in order, `waste` on the waste at the deal, then
/// `stock` the next cards turned; the cards named nowhere fill the rest of
/// the tableau, then the stock, in new-deck order, except `last`, the
/// stock's last card, when given.
pub fn covered_deal(tableau: &[Card], waste: Card, stock: &[Card], last: Option<Card>) -> Deal {
    let named: Vec<Card> = tableau
        .iter()
        .chain([&waste])
        .chain(stock)
        .chain(last.iter())
        .copied()
        .collect();
    let mut rest = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| !named.contains(c));
    let mut cards = tableau.to_vec();
    cards.extend(rest.by_ref().take(28 - cards.len()));
    cards.push(waste);
    cards.extend(stock);
    cards.extend(rest);
    cards.extend(last);
    Deal::from_cards(cards.try_into().expect("52 cards"))
}

/// A deal of a game of covered cards with 28 spots, played a rank up or
/// down onto the waste, won by playing spots 28, 27, ..., 1 in that order
/// (in Tri Peaks and in a pyramid alike, each card is free by its turn):
/// from an ace on the waste the line climbs 2 to king, wraps to the ace,
/// climbs to the king again, wraps and ends on 3. Spot 28 gets the first
/// card of the line.
pub fn won_playing_spots_in_reverse() -> Deal {
    let waste = card("AS");
    let ranks: Vec<u8> = (2..=13).chain(1..=13).chain(1..=3).collect();
    let mut line = cards_of_ranks(&ranks, &[waste]);
    line.reverse();
    covered_deal(&line, waste, &[], None)
}

/// The deck of a game of covered cards with 28 spots whose last spots
/// (the bottom row) hold `bottom`, with `waste` the card turned onto the
/// waste at the deal and `last` the stock's last card, where given; the
/// cards named nowhere fill the spots above, then the stock, in new-deck
/// order.
pub fn covered_deal_ending_in(bottom: &[Card], waste: Option<Card>, last: Option<Card>) -> Deal {
    let named: Vec<Card> = bottom.iter().chain(&waste).chain(&last).copied().collect();
    let mut unnamed = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| !named.contains(c));
    let mut tableau: Vec<Card> = unnamed.by_ref().take(28 - bottom.len()).collect();
    tableau.extend(bottom);
    let waste = waste.unwrap_or_else(|| unnamed.next().expect("a card for the waste"));
    covered_deal(&tableau, waste, &[], last)
}

/// Asserts that `rules`' hint reads no hidden card: the deals of seeds 1
/// and 2, and the same deals with the cards at each 0-based range
/// `(start, end)` of `hidden` reversed, are one position to the player
/// (the same board, the same cards unseen, which are those of `hidden`)
/// and get one hint, at a small budget.
pub fn assert_the_hint_reads_no_hidden_card(rules: Rules, hidden: &[(usize, usize)]) {
    let budget = Budget {
        samples: 4,
        nodes_per_solve: 2_000,
        total_nodes: 8_000,
    };
    let hint = |game: &AnyGame| {
        crate::solver::hint::hint_with_budget(game, 1, budget, &mut crate::solver::Solver::new())
    };
    for seed in [1, 2] {
        let dealt = Deal::from_seed(seed);
        let mut reordered = *dealt.cards();
        for &(start, end) in hidden {
            reordered[start..end].reverse();
        }
        let (a, _) = AnyGame::new(rules, &dealt);
        let (b, _) = AnyGame::new(rules, &Deal::from_cards(reordered));
        assert_ne!(a, b, "{rules:?} seed {seed}");
        assert_eq!(
            a.board(),
            b.board(),
            "{rules:?} seed {seed}: the same board"
        );
        let mut unseen: Vec<Card> = hidden
            .iter()
            .flat_map(|&(start, end)| dealt.cards()[start..end].to_vec())
            .collect();
        unseen.sort();
        assert_eq!(a.unseen(), unseen, "{rules:?} seed {seed}");
        assert_eq!(b.unseen(), unseen, "{rules:?} seed {seed}");
        assert_eq!(hint(&a), hint(&b), "{rules:?} seed {seed}");
    }
}

/// Deals `dealt` under `rules`, a game of covered cards with 28 spots, and
/// asserts that its first `face_down` spots are dealt face down (hidden
/// on the board) and the rest face up, each showing its card of the deal,
/// with the spots `free` free; returns the game.
pub fn dealt_face_down(
    rules: Rules,
    dealt: &Deal,
    face_down: usize,
    free: Range<usize>,
) -> AnyGame {
    let (game, _) = AnyGame::new(rules, dealt);
    let board = game.board();
    let covered = board.covered.as_ref().expect("a covered board");
    assert_eq!(covered.face_down, (0..face_down).collect::<Vec<_>>());
    assert_eq!(covered.free, free.collect::<Vec<_>>());
    for spot in 0..28 {
        let shown = if spot < face_down {
            Vec::new()
        } else {
            vec![dealt.cards()[spot]]
        };
        assert_eq!(board.tableau[spot], shown, "position {}", spot + 1);
    }
    assert_all_cards_accounted_for(&game);
    game
}

/// The move that plays the free card at `spot` (0-based) onto the waste.
pub fn play_to_waste(spot: usize) -> Move {
    Move::Play {
        column: spot,
        foundation: Move::WASTE,
    }
}

/// The free face-up spots of a game of covered cards, 0-based.
pub fn free_spots(game: &AnyGame) -> Vec<usize> {
    game.board().covered.expect("a covered board").free
}

/// The waste of a game of covered cards, bottom first.
pub fn waste_of(game: &AnyGame) -> Vec<Card> {
    game.board().covered.expect("a covered board").waste
}

/// The sentence a game of covered cards' `rule` refuses the set of the
/// cards named by `codes` with.
pub fn set_refusal(rule: &dyn CoverRules, codes: &str) -> String {
    rule.check_set(&cards(codes)).unwrap_err().plain()
}

/// Asserts that `event`, in a game of covered cards, is the turn of the
/// stock's `card` onto the waste whose top was `onto` (`None`: the empty
/// waste at the deal), and nothing else.
pub fn assert_turned(event: &Event, card: Card, onto: Option<Card>) {
    assert_eq!(
        event.steps,
        vec![Step::ToWaste {
            card,
            from: None,
            onto
        }],
        "a turn plays nothing by itself"
    );
}

/// Asserts that a game of `rules`, a pyramid of 28 whose stock's top
/// shows, deals seed 5's first 28 cards to the spots in order, turns its
/// 29th onto the waste at the deal (the opening event) and shows its 30th
/// on the stock; returns the game.
pub fn dealt_with_the_stock_top_shown(rules: Rules) -> AnyGame {
    let dealt = Deal::from_seed(5);
    let (game, opening) = AnyGame::new(rules, &dealt);
    let deck = dealt.cards();
    let board = game.board();
    for (spot, dealt) in deck[..28].iter().enumerate() {
        assert_eq!(board.tableau[spot], vec![*dealt], "spot {spot}");
    }
    assert_eq!(waste_of(&game), vec![deck[28]]);
    assert_eq!(stock_top_of(&game), Some(deck[29]));
    assert_eq!(game.stock_len(), 23);
    assert_turned(&opening, deck[28], None);
    game
}

/// The stock's shown top of a game of covered cards, if it shows one.
pub fn stock_top_of(game: &AnyGame) -> Option<Card> {
    game.board().covered.expect("a covered board").stock_top
}

/// The moves that clear the stock and the waste of a pyramid whose stock
/// pairs off as it is turned: the stock's top with the waste's, then each
/// next card turned and removed with the one below it, eleven times.
pub fn stock_pairs_line() -> Vec<Move> {
    let mut line = vec![Move::Remove(vec![Move::STOCK, Move::WASTE])];
    for _ in 0..11 {
        line.push(Move::Turn);
        line.push(Move::Remove(vec![Move::STOCK, Move::WASTE]));
    }
    line
}

/// Plays the free cards at `spots` (0-based) onto the waste, the last
/// spot first, asserting before each move that the game is still being
/// played.
pub fn play_spots_in_reverse(game: &mut AnyGame, spots: Range<usize>) {
    for spot in spots.rev() {
        assert_eq!(game.outcome(), Outcome::Playing);
        game.apply(&play_to_waste(spot)).unwrap();
    }
}

/// Asserts that in a game of covered cards dealt `dealt`, with 28 spots
/// and a card that could be played, each `deal` turns the stock's next
/// card onto the waste's top and plays nothing by itself.
pub fn assert_each_turn_puts_the_next_stock_card_on_the_waste(game: &mut AnyGame, dealt: &Deal) {
    assert!(
        game.check(&play_to_waste(27)).is_ok(),
        "a card could be played"
    );
    for (i, &next) in dealt.cards()[29..].iter().enumerate() {
        let top = *waste_of(game).last().unwrap();
        let event = game.apply(&Move::Turn).unwrap();
        assert_turned(&event, next, Some(top));
        assert_eq!(game.stock_len(), 22 - i);
        assert_eq!(game.cleared(), 0);
    }
}

/// Asserts that in `rules`, a game of covered cards that plays onto the
/// waste, [`Game::cleared`] and the board's `played` count the tableau
/// cards played and not the cards turned, on [`won_playing_spots_in_reverse`].
pub fn assert_cleared_counts_cards_played_not_turned(rules: Rules) {
    let (mut game, _) = AnyGame::new(rules, &won_playing_spots_in_reverse());
    assert_eq!(game.cleared(), 0);
    game.apply(&Move::Turn).unwrap();
    assert_eq!(game.cleared(), 0, "a turned card is not played");
    assert_eq!(game.board().played, Some(0));
    assert_eq!(game.board().discarded, None);
    // The turned card broke the line; start again and play three.
    let (mut game, _) = AnyGame::new(rules, &won_playing_spots_in_reverse());
    for spot in [27, 26, 25] {
        game.apply(&play_to_waste(spot)).unwrap();
    }
    assert_eq!(game.cleared(), 3);
    assert_eq!(game.board().played, Some(3));
}

/// Asserts that a game of `rules` dealt `dealt` goes through its stock
/// once: with every stock card turned, `deal` is no legal move, is refused
/// with `said` and changes nothing, and no pass is left.
pub fn assert_the_stock_is_gone_through_once(rules: Rules, dealt: &Deal, said: &str) {
    let (mut game, _) = AnyGame::new(rules, dealt);
    assert_eq!(game.board().covered.unwrap().passes_left, 0);
    turn_through_the_stock(&mut game);
    assert!(!game.legal_moves().contains(&Move::Turn));
    assert_eq!(rejection(&game, &Move::Turn), said);
    assert_eq!(game.board().covered.unwrap().passes_left, 0);
}
