//! What an engine's searches keep in a [`Solver`](super::Solver) from one
//! search to the next: their maps of answers that still hold, a second
//! workspace, the tables they work out from a game's rules. The solver
//! holds them without knowing what they are, one value of each type, so an
//! engine adds what it keeps without a field of its own on the shared
//! solver.

use std::any::Any;

/// One value of each type an engine keeps, made the first time it is asked
/// for.
#[derive(Default)]
pub(crate) struct Kept {
    values: Vec<Box<dyn Any + Send>>,
}

impl Kept {
    /// The kept value of type `T`, made by `T::default()` the first time.
    pub(crate) fn get<T: Any + Send + Default>(&mut self) -> &mut T {
        let at = match self.values.iter().position(|v| v.is::<T>()) {
            Some(at) => at,
            None => {
                self.values.push(Box::new(T::default()));
                self.values.len() - 1
            }
        };
        self.values[at]
            .downcast_mut()
            .expect("the value at `at` is a `T`")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_type_is_kept_once_and_keeps_its_value() {
        let mut kept = Kept::default();
        *kept.get::<u32>() = 7;
        kept.get::<Vec<u8>>().push(1);
        assert_eq!(*kept.get::<u32>(), 7);
        assert_eq!(kept.get::<Vec<u8>>(), &vec![1]);
        assert_eq!(kept.values.len(), 2);
    }
}
