// RUN: %cuacc -fsyntax-only -Xclang -verify %s

// expected-error@+1 {{'#pragma acc region' must appear inside a function body}}
#pragma acc region
float a[10];

void f(void) { a[0] = 1; }

// expected-error@+1 {{'#pragma acc update' must appear inside a function body}}
#pragma acc update host(a)
