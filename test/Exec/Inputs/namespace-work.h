// one::work, whose loop is on the same line as two::work's in
// cxx-namespaces.cpp.
namespace one {
inline void work(int n, double *x) {
#pragma acc kernels copy(x[0:n])
  for (int i = 0; i < n; i++) x[i] = x[i] * 2 + 1;
}
} // namespace one
