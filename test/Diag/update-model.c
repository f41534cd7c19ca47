// An 'update' is OpenACC's when a clause only OpenACC has is named, not
// when a variable in its list happens to be spelled like one: here 'wait'
// and 'self' are arrays, and the update keeps the PGI model's inclusive
// bounds (read as [start:length], wait[2:7] would end at index 8, past the
// array: an error).
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

float wait[8], self[8];

void f(void) {
#pragma acc data region copy(wait, self)
  {
#pragma acc update host(wait[2:7]) device(self[1:7])
  }
}
