// An 'update' whose section reads differently in the two models (x[0:n]:
// n+1 elements in the PGI model, n in OpenACC), in a file where no other
// directive says which model it is in: read as PGI's, and said so. A whole
// array or one element reads the same either way and is not warned about.
// With -acc the file is OpenACC and nothing is said.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-openacc -Xclang -verify=flag %s
// flag-no-diagnostics

void push(double *x, int n) {
  // expected-warning@+1 {{this 'update' is read in the PGI model (a[lower:upper], bounds inclusive) because no other directive in the file says which model it is in: compile with -acc (or -fopenacc) to read it as OpenACC's a[start:length]}}
#pragma acc update device(x[0:n])
}

double g[8];

void pull(double *x, int i) {
#pragma acc update host(g)
#pragma acc update host(x[i])
}

// OpenACC's one element at 3 is PGI's reversed range: an error once the
// file turns out PGI's (here, at the end of the file), not before.
void one(void) {
  // expected-warning@+2 {{this 'update' is read in the PGI model}}
  // expected-error@+1 {{subarray of 'g' has upper bound 1 below lower bound 3}}
#pragma acc update device(g[3:1])
}

