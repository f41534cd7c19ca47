//===- Observe.cpp - the activities' dispatch to the observers ------------===//

#include "Observe.h"
#include "Runtime.h"
#include <algorithm>
#include <cstring>

using namespace cuacc::rt;

const int cuacc_abi_version_2 = 2;

std::atomic<unsigned> cuacc::rt::Observers{0};

double cuacc::rt::observeClock() {
  // The origin: the first call (a function's static: a constructor of the
  // program may observe before this file's statics are initialized).
  static const Clock::time_point Origin = Clock::now();
  return std::chrono::duration<double, std::micro>(Clock::now() - Origin)
      .count();
}

int cuacc::rt::hostThreadNumber() {
  static std::atomic<int> Next{1};
  thread_local int Mine = Next.fetch_add(1);
  return Mine;
}

void cuacc::rt::attachObservers() {
  unsigned Bits = 0;
  observeClock(); // the origin: before any tool's first event
  if (attachTrace()) {
    Bits |= ObserveTrace;
    options().Record = true; // kernel times, before a tool can start a device
  }
  if (attachNvtx())
    Bits |= ObserveNvtx;
  // Last: a profiling library's registration may already see the others.
  Observers.fetch_or(Bits);
  if (attachProfiling())
    Observers.fetch_or(ObserveProf);
}

void cuacc::rt::observe(Observed &A) {
  if (A.What != Activity::Kernel) // timed on the device
    A.At = observeClock();
  A.Thread = hostThreadNumber();
  // Acquire: what an observer set up before attaching (NVTX's domain).
  unsigned Bits = Observers.load(std::memory_order_acquire);
  if (Bits & ObserveTrace)
    traceActivity(A);
  if (Bits & ObserveNvtx)
    nvtxActivity(A);
  if (Bits & ObserveProf)
    profActivity(A);
}

std::string cuacc::rt::activityName(const Observed &A) {
  const cuacc_region *R = A.Region;
  auto Place = [&] {
    return std::string(R->file) + ":" + std::to_string(R->line) + " " +
           R->function;
  };
  switch (A.What) {
  case Activity::Construct: {
    std::string Name = std::string("acc_") + constructName(R);
    std::replace(Name.begin(), Name.end(), ' ', '_');
    return Name + " " + Place();
  }
  case Activity::EnterData:
    return "enter data " + Place();
  case Activity::ExitData:
    return "exit data " + Place();
  case Activity::Update:
    return "update " + Place();
  case Activity::Upload:
    return std::string("upload ") + A.Name;
  case Activity::Download:
    return std::string("download ") + A.Name;
  case Activity::Launch:
    return std::string("launch ") + A.Name;
  case Activity::Kernel:
    return A.Name;
  case Activity::Wait:
    return "wait " + Place();
  case Activity::Alloc:
    return std::string("alloc ") + A.Name;
  case Activity::Free:
    return std::string("free ") + A.Name;
  case Activity::DeviceInit:
    return "device init";
  case Activity::OnHost:
    return "on host " + Place() + ": " + A.Name;
  }
  return "?";
}

void cuacc::rt::knownConstruct(cuacc_region *R, int Construct) {
  if (!(unsigned(R->kind) >> CUACC_CONSTRUCT_SHIFT & 0xff))
    __atomic_fetch_or(&R->kind, Construct << CUACC_CONSTRUCT_SHIFT,
                      __ATOMIC_RELAXED);
}

const char *cuacc::rt::constructName(const cuacc_region *R) {
  static const char *Names[] = {
      nullptr,   "region",        "region for",  "data region",
      "kernels", "kernels loop",  "parallel",    "parallel loop",
      "serial",  "serial loop",   "data",        "enter data",
      "exit data", "update",      "host code",   "runtime api"};
  unsigned Code = unsigned(R->kind) >> CUACC_CONSTRUCT_SHIFT & 0xff;
  if (Code && Code < sizeof Names / sizeof *Names)
    return Names[Code];
  return (R->kind & CUACC_DATA_CONSTRUCT) ? "data region" : "region";
}

bool cuacc::rt::isComputeConstruct(const cuacc_region *R) {
  if (R->kind & CUACC_DATA_CONSTRUCT)
    return false;
  switch (unsigned(R->kind) >> CUACC_CONSTRUCT_SHIFT & 0xff) {
  case CUACC_CONSTRUCT_UNKNOWN:
  case CUACC_CONSTRUCT_REGION:
  case CUACC_CONSTRUCT_REGION_FOR:
  case CUACC_CONSTRUCT_KERNELS:
  case CUACC_CONSTRUCT_KERNELS_LOOP:
  case CUACC_CONSTRUCT_PARALLEL:
  case CUACC_CONSTRUCT_PARALLEL_LOOP:
  case CUACC_CONSTRUCT_SERIAL:
  case CUACC_CONSTRUCT_SERIAL_LOOP:
    return true;
  default:
    return false;
  }
}
