//===- Observe.h - what the runtime tells tools ------------------*- C++ -*-===//
//
// One stream of activities (constructs, their data phases, transfers,
// launches, kernels, waits, device memory, host fallbacks) for every tool
// that watches a run: the trace file (CUACC_TRACE, Trace.cpp), NVTX ranges
// for Nsight Systems (Nvtx.cpp) and OpenACC profiling libraries
// (acc_prof.h, Profiling.cpp). The runtime says what happens once, here;
// each observer turns it into its own format. With no observer, an
// activity costs one relaxed load.
//
// Begin and End of one activity come from one host thread and nest: the
// runtime pairs them with ObservedSpan, or (a construct, entered by one call
// and left by another) in the same order as the program's blocks.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_RUNTIME_OBSERVE_H
#define CUACC_RUNTIME_OBSERVE_H

#include "cuacc_rt.h"
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

namespace cuacc::rt {

enum class Activity : uint8_t {
  Construct, ///< a compute region or data construct, entry to exit
  EnterData, ///< a construct's data going in (allocations, uploads)
  ExitData,  ///< ... and out (downloads, frees)
  Update,    ///< an update directive or routine
  Upload,    ///< one variable to the device
  Download,  ///< one variable to the host
  Launch,    ///< a kernel enqueued (on the emulated device: run)
  Kernel,    ///< a kernel's execution on the device (Instant, timed there)
  Wait,      ///< the host waiting for the device
  Alloc,     ///< device memory made for a variable (Instant)
  Free,      ///< ... released (Instant)
  DeviceInit,
  OnHost, ///< a region ran on the host (Instant; Name is the reason)
};
enum class Phase : uint8_t { Begin, End, Instant };

struct Observed {
  Activity What;
  Phase When;
  const cuacc_region *Region = nullptr; ///< null for device init
  int Device = -1;                      ///< ordinal; -1 for the host
  bool Emulated = false;
  const char *Name = nullptr; ///< the variable, kernel or reason
  size_t Bytes = 0;
  const void *Host = nullptr;
  uint64_t DeviceAddress = 0;
  unsigned Grid[3] = {1, 1, 1}, Block[3] = {1, 1, 1};
  /// Kernel: its start on the device and its length, in us since the
  /// process's clock origin (observeClock).
  double Start = 0, Duration = 0;
  /// When it happened (filled by observe for Begin, End and OnHost).
  double At = 0;
  int Thread = 0; ///< the host thread's number (1 for the first)
};

/// One bit per kind of observer attached.
enum ObserverBits : unsigned { ObserveTrace = 1, ObserveNvtx = 2, ObserveProf = 4 };
extern std::atomic<unsigned> Observers;
inline bool observed() {
  return Observers.load(std::memory_order_relaxed) != 0;
}
/// Attaches the observers the environment asks for (CUACC_TRACE, an NVTX
/// tool, ACC_PROFLIB or a program's acc_register_library); once.
void attachObservers();
/// Hands A to every observer (stamping At and Thread).
void observe(Observed &A);
/// Microseconds since the process's clock origin.
double observeClock();
/// The calling host thread's number: 1, 2, ... in order of first use.
int hostThreadNumber();

/// Begin at construction, End at destruction (when anything observes).
class ObservedSpan {
public:
  explicit ObservedSpan(const Observed &A) : A(A), On(observed()) {
    if (On) {
      this->A.When = Phase::Begin;
      observe(this->A);
    }
  }
  ~ObservedSpan() {
    if (On) {
      A.When = Phase::End;
      observe(A);
    }
  }
  ObservedSpan(const ObservedSpan &) = delete;
  ObservedSpan &operator=(const ObservedSpan &) = delete;
  Observed &activity() { return A; }

private:
  Observed A;
  bool On;
};

/// An Observed for region R on a device (or the host: Dev < 0).
inline Observed activity(Activity What, const cuacc_region *R, int Dev,
                         bool Emulated) {
  Observed A{What, Phase::Instant};
  A.Region = R;
  A.Device = Dev;
  A.Emulated = Emulated;
  return A;
}

/// How tools name an activity: "acc_kernels_loop jacobi.c:14 main",
/// "upload a", "launch main_15_gpu".
std::string activityName(const Observed &A);
/// One variable's transfer (Upload: to the device).
inline Observed transferActivity(bool Upload, const cuacc_region *R, int Dev,
                                 bool Emulated, const char *Name,
                                 size_t Bytes, uintptr_t Host,
                                 uint64_t DeviceAddress) {
  Observed A = activity(Upload ? Activity::Upload : Activity::Download, R,
                        Dev, Emulated);
  A.Name = Name;
  A.Bytes = Bytes;
  A.Host = reinterpret_cast<const void *>(Host);
  A.DeviceAddress = DeviceAddress;
  return A;
}

/// The directive's name as the user wrote it ("kernels loop", "data").
const char *constructName(const cuacc_region *R);
/// An entry point that knows its construct (cuacc_update: an update) says
/// so where the descriptor does not (objects of an older compiler).
void knownConstruct(cuacc_region *R, int Construct);
/// A compute construct (region, kernels, parallel, serial), not a data
/// directive, an update or the openacc.h routines.
bool isComputeConstruct(const cuacc_region *R);

// The observers.
void traceActivity(const Observed &A);  // Trace.cpp
void nvtxActivity(const Observed &A);   // Nvtx.cpp
void profActivity(const Observed &A);   // Profiling.cpp
bool attachTrace();                     // CUACC_TRACE set
bool attachNvtx();                      // an NVTX tool injected
bool attachProfiling();                 // ACC_PROFLIB, acc_register_library

} // namespace cuacc::rt

#endif
