// With the plugin loaded, _ACCEL is defined (value 200908, as PGI's).
// RUN: %cuacc -fsyntax-only -DEXPECT_ACCEL %s
// RUN: %clang -fsyntax-only %s

#if defined(EXPECT_ACCEL) && _ACCEL != 200908
#error "_ACCEL must be 200908 when cuacc is loaded"
#endif
#if !defined(EXPECT_ACCEL) && defined(_ACCEL)
#error "_ACCEL must not be defined without cuacc"
#endif
int x;
