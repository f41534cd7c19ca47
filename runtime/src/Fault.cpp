//===- Fault.cpp - segmentation faults the runtime can explain ------------===//
//
// Two faults are the runtime's to explain: an emulated kernel's access
// outside the device copies (the emulator's device memory ends in a guard
// page), and a copy between host and device that runs past the end of the
// host array (a data clause's section larger than the array). Any other
// fault is the program's own: the handler steps aside, and the fault kills
// the program as it would without cuacc (signal, core dump).
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include <atomic>
#include <mutex>
#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace cuacc::rt;

namespace {

// Set while a kernel runs on the emulator or a copy runs, per thread: two
// devices copy at once, and a fault is delivered to the thread that made
// it. Initial-exec: the handler must not be the first to touch the thread's
// TLS (that may allocate); the library is linked, not dlopen'ed.
__attribute__((tls_model("initial-exec"))) thread_local FaultSite Site;
struct sigaction Previous[2];

void say(const char *Line, int N) {
  if (N > 0 && write(2, Line, size_t(N)) < 0)
    _exit(1);
}

void onFault(int Signal, siginfo_t *Info, void *Context) {
  // The compiler must not defer the scope's stores past a call that faults.
  std::atomic_signal_fence(std::memory_order_acquire);
  const cuacc_region *R = Site.Region;
  const char *K = Site.Kernel, *V = Site.Variable;
  bool Upload = Site.Upload;
  char Line[640];
  if (R && K) {
    say(Line, snprintf(Line, sizeof Line,
                       "cuacc: emulated device: invalid memory access at %p in "
                       "kernel %s (region at %s:%d, function %s): an access "
                       "outside the arrays the region's data clauses put on "
                       "the device\n",
                       Info->si_addr, K, R->file, R->line, R->function));
    _exit(1);
  }
  if (R && V) {
    say(Line,
        snprintf(Line, sizeof Line,
                 "cuacc: region at %s:%d (function %s): copying '%s' %s the "
                 "device %s host memory at %p that is not the program's: the "
                 "section in its data clause is larger than the array\n",
                 R->file, R->line, R->function, V, Upload ? "to" : "from",
                 Upload ? "reads" : "writes", Info->si_addr));
    _exit(1);
  }
  // Not ours: the previous disposition, and the faulting instruction runs
  // again under it.
  const struct sigaction &P = Previous[Signal == SIGBUS];
  if ((P.sa_flags & SA_SIGINFO) && P.sa_sigaction) {
    P.sa_sigaction(Signal, Info, Context);
    return;
  }
  if (P.sa_handler != SIG_DFL && P.sa_handler != SIG_IGN && P.sa_handler) {
    P.sa_handler(Signal);
    return;
  }
  signal(Signal, SIG_DFL);
}

} // namespace

void cuacc::rt::installFaultHandler() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    struct sigaction SA = {};
    SA.sa_sigaction = onFault;
    SA.sa_flags = SA_SIGINFO;
    sigemptyset(&SA.sa_mask);
    sigaction(SIGSEGV, &SA, &Previous[0]);
    sigaction(SIGBUS, &SA, &Previous[1]);
  });
}

FaultSite cuacc::rt::currentFaultSite() { return Site; }

// Scopes nest (a copy thread adopts its caller's site while it works):
// each puts back what it found.
FaultScope::FaultScope(const cuacc_region *R, const char *KernelName,
                       const char *VariableName, bool Uploading)
    : Saved(Site) {
  Site = FaultSite{R, KernelName, VariableName, Uploading};
  std::atomic_signal_fence(std::memory_order_release);
}

FaultScope::~FaultScope() {
  Site = Saved;
  std::atomic_signal_fence(std::memory_order_release);
}
