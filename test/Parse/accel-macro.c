// With the plugin loaded, _ACCEL is defined (value 200908, as PGI's) and
// _OPENACC (201711, OpenACC 2.6, as NVHPC's: programs test it to include
// openacc.h, which cuacc provides).
// RUN: %cuacc -fsyntax-only -DEXPECT_ACCEL %s
// RUN: %clang -fsyntax-only %s

#if defined(EXPECT_ACCEL) && _ACCEL != 200908
#error "_ACCEL must be 200908 when cuacc is loaded"
#endif
#if defined(EXPECT_ACCEL) && _OPENACC != 201711
#error "_OPENACC must be 201711 when cuacc is loaded"
#endif
#if !defined(EXPECT_ACCEL) && (defined(_ACCEL) || defined(_OPENACC))
#error "_ACCEL and _OPENACC must not be defined without cuacc"
#endif
#ifdef _OPENACC
#include <openacc.h>
#endif
int x;
