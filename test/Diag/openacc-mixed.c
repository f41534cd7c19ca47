// A file is read in one model where it can be: an 'update' before the
// first OpenACC construct is read as the PGI model's (inclusive bounds) and
// warned about once OpenACC appears; a file that mixes the two models is
// warned about once, where the second model first appears.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// With -acc every update is OpenACC's, and only the mixing is said.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-openacc -Xclang -verify=flag %s
// Clang's own -fopenacc does the same (and its _OPENACC is replaced by
// cuacc's value without a redefinition warning).
// RUN: %cuacc -fsyntax-only -fopenacc -Xclang -verify=flag %s

void f(int n, float *a) {
#pragma acc data region copy(a[0:n-1])
  {
    // flag-warning@+2 {{'#pragma acc update' mixes the PGI Accelerator model and OpenACC in one file}}
    // expected-warning@+1 {{this 'update' is read in the PGI model (a[lower:upper], bounds inclusive) because no OpenACC construct comes before it, but the file uses OpenACC: compile with -acc (or -fopenacc) to read it as OpenACC's a[start:length]}}
#pragma acc update host(a[0:n-1])
  }
}

void g(int n, float *a) {
  // expected-note@+2 {{the file's first OpenACC construct is here}}
  // expected-warning@+1 {{'#pragma acc kernels' mixes the PGI Accelerator model and OpenACC in one file}}
#pragma acc kernels copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

#if _OPENACC != 201711
#error "_OPENACC is cuacc's"
#endif
