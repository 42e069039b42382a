//! Deals that are won by construction, each with how to win it. They show
//! the rules by example, and the tests use them to play whole games.

/// Elevens: the number cards in pairs summing to 11, then the jacks, queens
/// and kings. Removing the pairs in order, then each J, Q, K, wins.
pub const ELEVENS_IN_PAIRS: &str = "AC 10C 2C 9C 3C 8C 4C 7C 5C 6C AD 10D 2D 9D 3D 8D 4D 7D 5D 6D \
     AH 10H 2H 9H 3H 8H 4H 7H 5H 6H AS 10S 2S 9S 3S 8S 4S 7S 5S 6S \
     JC QC KC JD QD KD JH QH KH JS QS KS";

/// Suit Elevens: each suit as A+10, 2+9, 3+8, 4+7, 5+6, then its J, Q, K.
/// Removing those sets in order wins, in the standard game and with pairs.
pub fn suit_elevens_in_sets() -> String {
    let mut order = Vec::new();
    for suit in ["C", "D", "H", "S"] {
        for rank in [
            "A", "10", "2", "9", "3", "8", "4", "7", "5", "6", "J", "Q", "K",
        ] {
            order.push(format!("{rank}{suit}"));
        }
    }
    order.join(" ")
}

/// Eighteens: twelve sets of a face card and three ranks summing to 18
/// (2+6+10, 3+7+8, 4+5+9 in each suit).
pub const EIGHTEENS_SETS: [&str; 12] = [
    "JC 2C 6C 10C",
    "QC 3C 7C 8C",
    "KC 4C 5C 9C",
    "JD 2D 6D 10D",
    "QD 3D 7D 8D",
    "KD 4D 5D 9D",
    "JH 2H 6H 10H",
    "QH 3H 7H 8H",
    "KH 4H 5H 9H",
    "JS 2S 6S 10S",
    "QS 3S 7S 8S",
    "KS 4S 5S 9S",
];

/// Eighteens: [`EIGHTEENS_SETS`] in order, then the four aces (discarded
/// automatically as they are dealt). Removing the sets in order wins.
pub fn eighteens_in_sets() -> String {
    format!("{} AC AD AH AS", EIGHTEENS_SETS.join(" "))
}

/// Sweet Sixteen: piles 1-4 hold the kings; pile 5 is fed from the stock with
/// three alternating-colour runs, onto KS, then KH, then KC. Moving pile 5's
/// card onto pile 1 twelve times, then pile 2, then pile 3, empties the stock.
pub const SWEET_SIXTEEN_THREE_RUNS: &str = "KS KH KC KD QH JD 10C 9D 8C 7D 6C 5D 4C 3D 2C AD \
     JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS \
     QS JH 10S 9H 8S 7H 6S 5H 4S 3H 2S AH \
     QD JC 10D 9C 8D 7C 6D 5C 4D 3C 2D AC QC";

/// Eliminator: taken from the column tops in reverse deal order (columns 4,
/// 3, 2, 1, 4, ...), the cards run A, 2, ..., K, A, ... onto one foundation.
pub fn eliminator_ascending() -> String {
    const RANKS: [&str; 13] = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    let mut cards: Vec<String> = (0..52)
        .map(|i| format!("{}{}", RANKS[i % 13], ["C", "D", "H", "S"][i / 13]))
        .collect();
    cards.reverse();
    cards.join(" ")
}
