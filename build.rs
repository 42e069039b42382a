//! Links the `patience` program as a position-dependent executable on
//! GNU/Linux (`-no-pie`), so the dynamic loader has none of its pointers to
//! relocate when it starts. A position-independent `patience` carried
//! about 8,000 relative relocations, whose pages the loader wrote at every
//! start: about 20 to 35 page faults and 0.15 ms of CPU time of the 1.1 ms
//! `patience solve` takes on a small deal (docs/performance.md,
//! "Start-up"). The cost is address-space layout randomisation of the
//! program's own code and data (the shared libraries, the heap and the
//! stack are still placed at random).
//!
//! Only the program is linked so (`rustc-link-arg-bins`); the library, the
//! tests and the benches are built as before. The flag goes to the C
//! compiler that links Rust programs on Linux (gcc or clang both take it),
//! so building needs nothing but Rust, as before.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    // A static build (`-C target-feature=+crt-static`) has no loader to
    // spare, and linked with both flags the program would not run.
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let crt_static = features.split(',').any(|feature| feature == "crt-static");
    if target_os == "linux" && target_env == "gnu" && !crt_static {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
