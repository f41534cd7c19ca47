// In an OpenACC file the hint for a pointer without its section is in
// OpenACC's notation, [start:length]; 'delete' of a bare pointer is valid
// (Exec/found-by-hunt-exit-data-bare-pointer.c).
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void f(int n, float *p) {
#pragma acc enter data copyin(p[0:n])
  // expected-error@+1 {{the extent of 'p' cannot be inferred here; name its section, as 'copyout(p[0:n])'}}
#pragma acc exit data copyout(p)
#pragma acc exit data delete(p)
}
