// Intentionally empty. This module only carries the link flags of the system ICU
// (pkg-config icu-i18n). It must never include an ICU header: Foundation on Linux
// ships its own ICU as a clang module, and two definitions of UErrorCode in one
// build fail with "'UErrorCode' has different definitions in different modules".
