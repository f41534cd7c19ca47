// C++: ludcmp on a reference to an array ('double (&M)[N][N]'), its
// accumulator declared in the loops, in an OpenACC kernels construct: the scalar is forwarded into the element
// and the nest reordered, bit for bit the plain build's at sizes 0, 1, 2, 7
// and N.
// RUN: %cuacc -x c++ -O2 -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO --implicit-check-not='internal error' %s < %t.minfo
// RUN: %clang -x c++ -O2 -ffp-contract=off %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: Scalar 'w' replaced by the array element it carries from its load to its store
// MINFO-NEXT: Loop nest reordered
#include <cstdio>
#include <cstring>
#include <initializer_list>
constexpr int N = 37;
static double A[N][N];
typedef double T;
void ludcmp(int n, T (&M)[N][N]) {
  int i, j, k;
#pragma acc kernels
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      T w = M[i][j];
      for (k = 0; k < j; k++)
        w -= M[i][k] * M[k][j];
      M[i][j] = w / M[j][j];
    }
    for (j = i; j < n; j++) {
      T w = M[i][j];
      for (k = 0; k < i; k++)
        w -= M[i][k] * M[k][j];
      M[i][j] = w;
    }
  }
}
int main(int argc, char **) {
  for (int n : {0, 1, 2, 7, N}) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        A[i][j] = (i == j ? 2.0 * N : 0.0) + 1.0 / (1 + (i * 5 + j * 3) % 13);
    ludcmp(n, A);
    unsigned long long h = 1469598103934665603ull;
    auto *c = reinterpret_cast<const unsigned char *>(A);
    for (size_t q = 0; q < sizeof A; q++) { h ^= c[q]; h *= 1099511628211ull; }
    std::printf("%d %016llx\n", n, h);
  }
}
