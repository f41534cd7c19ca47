// Mistakes around device_type, and C++-only spellings in C: located errors.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void f(int n, float *a, float *b) {
  // expected-error@+1 {{clause 'copyin' may not follow 'device_type' (only gang, worker, vector, seq, auto, independent, tile, collapse, num_gangs, num_workers, vector_length, async and wait may)}}
#pragma acc parallel loop device_type(nvidia) copyin(b[0:n])
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // Also in a section for another device: its clauses are still checked.
  // expected-error@+1 {{clause 'private' may not follow 'device_type'}}
#pragma acc parallel loop device_type(radeon) private(n)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // expected-error@+1 {{expected a device type name or '*' in 'device_type'}}
#pragma acc parallel loop device_type()
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // expected-error@+1 {{clause 'device_type' is not allowed on '#pragma acc data'}}
#pragma acc data device_type(nvidia) copyin(b[0:n])
  a[0] = b[0];
  // expected-error@+1 {{clause 'vector_length' appears more than once}} expected-note@+1 {{previous occurrence is here}}
#pragma acc parallel loop device_type(nvidia) vector_length(64) vector_length(128)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // 'self' is a compute construct's clause (and update's), not a loop's.
  // expected-error@+1 {{clause 'self' is not allowed on '#pragma acc loop'}}
#pragma acc loop self
  for (int i = 0; i < n; i++)
    a[i] = b[i];
}
