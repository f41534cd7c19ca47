//===- HostChoice.cpp - the host where a region runs faster there ----------===//
//
// A region of small trip counts is faster on one host core than on the
// device, whose transfers and launches cost tens of microseconds whatever
// the work, and whose serial kernels run a sequential loop in one block at
// several times a host core's time per iteration. The compiler passes the
// counts it knows before the region (lib/Schedule/HostCost.cpp); this
// prices both sides with constants measured on an H100 and its host
// (tools/polybench-medium, bench/NOTES.md "The host where it is faster"):
//
//   host   = work * HostNs
//   device = EntryUs + per moved item (ItemUs + bytes / rate)
//            + launches * LaunchUs + in_block * InBlockNs
//            + (work - in_block) * GridNs
//
// A data region chosen for the host takes its regions with it: each alone
// would move its own arrays, which the data region's estimate did not
// count.
//
// Either way the program computes the same results: the host runs the
// statement as the user wrote it, on data that is not on the device (a
// region with an item present already stays on the device: the host would
// have to move it back and forth).
//
// The constants are one machine's, the counts the compiler's view of the
// loops (a host loop the host compiler vectorizes runs several times
// faster than one it does not). So where the two estimates of a data
// region are within ExploreRatio of each other, the runtime measures: the
// data region runs the way the estimates say until that way has a timed
// run (a way's first run, which loads the kernels and sets up the device's
// memory, or touches the host's pages, is not one), then the other way
// until it has one, then the faster way for
// as long as the counts stay the same; where the two times are within
// CloseRatio, the slower way runs once more first.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <mutex>
#include <vector>

using namespace cuacc::rt;

namespace {

// Microseconds and nanoseconds on the H100 machine (bench/NOTES.md, "The
// host where it is faster"). The host code of a region, PolyBench at
// MEDIUM on one core: 0.3-1.2 ns an iteration (bicg 0.4-0.5, lu 0.37, atax
// 0.49, mvt 0.78, gesummv 0.8, durbin 0.9, cholesky 1.16; gesummv and bicg
// with the host version of their statements, Pipeline/HostVersion.h,
// which tells the host compiler their arrays are apart: 3.6 without).
// Where the host compiler cannot tell the region's arrays apart (checked
// at run time, but no host version) it keeps sums in memory and does not
// vectorize: 2.5 times dearer.
constexpr double HostNs = 0.8, AliasFactor = 2.5;
// A region's entry and exit with its stream synchronization; each moved
// array's copy call; a launch; an iteration of a serial kernel's loops in
// one block (trisolv 6.5, cholesky 5.2, lu 3.4); one of a grid kernel's
// across the device.
constexpr double EntryUs = 15, ItemUs = 6, LaunchUs = 5, InBlockNs = 4.0,
                 GridNs = 0.01;
// Bytes a microsecond: pageable copies below the staging threshold move
// 8-12 GB/s, staged ones 25-50.
constexpr double SmallRate = 10e3, StagedRate = 25e3;

// Estimates further apart than this are trusted without measuring: the
// run the other way would cost more than measuring can win back (the
// estimates of PolyBench's MEDIUM kernels are within 1.5x of the times).
constexpr double ExploreRatio = 2;
// Times closer than this are a second run's to decide: the other way once
// more before the faster is kept (one run of a way can be slowed by what
// ran before it: a host core that slept while the device worked, caches
// the device's copies went through).
constexpr double CloseRatio = 1.3;
// The counts a data region is timed at: where they change at every entry,
// the estimates alone decide after these.
constexpr size_t MaxSizes = 32;

/// A data region's runs at one set of counts: the best time each way
/// ([0] the device, [1] the host) and how many runs each way.
struct Measured {
  double Work, Moved;
  double Best[2] = {std::numeric_limits<double>::infinity(),
                    std::numeric_limits<double>::infinity()};
  int Runs[2] = {0, 0};
  int Timed[2] = {0, 0}; ///< runs whose time counts
  bool known(int Way) const { return std::isfinite(Best[Way]); }
};

struct MeasuredRegions {
  std::mutex M;
  std::map<const cuacc_region *, std::vector<Measured>> Of;
};
MeasuredRegions &measuredRegions() {
  static MeasuredRegions *R = new MeasuredRegions; // used until exit
  return *R;
}

/// A data region whose way this thread chose at its entry, not yet done:
/// its regions run on the host with it, and its run may be being timed.
struct OpenRun {
  const cuacc_region *Region;
  int Way;
  bool Timed;
  size_t Index; ///< into its Measured list, when Timed
  Clock::time_point Start;
  unsigned SetupsAtStart = setupsPaid();
};
thread_local std::vector<OpenRun> OpenRuns;

/// The data region R entered Way (1: the host), not timed.
void openUntimed(const cuacc_region *R, bool Host) {
  OpenRuns.push_back({R, Host ? 1 : 0, false, 0, Clock::now()});
}

/// Whether a data region around the caller runs on the host: its regions
/// were weighed with it (the data region's items not on the device, each
/// would move its own).
bool insideHostDataRegion() {
  for (const OpenRun &Run : OpenRuns)
    if (Run.Way == 1)
      return true;
  return false;
}

/// Which way the data region R runs, the estimates saying ModelHost; Why
/// gets the measured times where they decided.
bool measuredChoice(const cuacc_region *R, double Work, double Moved,
                    double HostUs, double DeviceUs, bool ModelHost, char *Why,
                    size_t WhySize) {
  double Lo = HostUs < DeviceUs ? HostUs : DeviceUs,
         Hi = HostUs < DeviceUs ? DeviceUs : HostUs;
  if (Hi > ExploreRatio * Lo) {
    openUntimed(R, ModelHost);
    return ModelHost;
  }
  MeasuredRegions &All = measuredRegions();
  std::lock_guard<std::mutex> G(All.M);
  std::vector<Measured> &Sizes = All.Of[R];
  size_t I = 0;
  while (I < Sizes.size() &&
         !(Sizes[I].Work == Work && Sizes[I].Moved == Moved))
    ++I;
  if (I == Sizes.size() && Sizes.size() >= MaxSizes) { // counts that vary
    openUntimed(R, ModelHost);
    return ModelHost;
  }
  if (I == Sizes.size()) {
    Sizes.push_back(Measured());
    Sizes.back().Work = Work;
    Sizes.back().Moved = Moved;
  }
  Measured &M = Sizes[I];
  int Model = ModelHost ? 1 : 0, Way;
  if (M.known(0) && M.known(1)) {
    int Faster = M.Best[1] < M.Best[0] ? 1 : 0, Slower = 1 - Faster;
    bool Close = M.Best[Slower] < CloseRatio * M.Best[Faster];
    Way = Close && M.Timed[Slower] < 2 && M.Runs[Slower] < 3 ? Slower : Faster;
    snprintf(Why, WhySize,
             "%s on the %s: %.3g us on the host against %.3g us on the "
             "accelerator",
             Way == Faster ? "measured faster" : "timed again, as close,",
             Way ? "host" : "accelerator", M.Best[1], M.Best[0]);
  } else {
    Way = M.known(Model) ? 1 - Model : Model;
    if (Way != Model)
      snprintf(Why, WhySize,
               "timed on the %s: %.3g us estimated there against %.3g "
               "us on the %s, %.3g us measured there",
               Way ? "host" : "accelerator", Way ? HostUs : DeviceUs,
               Way ? DeviceUs : HostUs, Way ? "accelerator" : "host",
               M.Best[Model]);
  }
  // Timed until each way has a few runs (the best of them counts).
  OpenRuns.push_back({R, Way, M.Runs[Way] < 3, I, Clock::now()});
  ++M.Runs[Way];
  return Way == 1;
}

bool isCopyIn(int Clause) {
  return Clause == CUACC_COPYIN || Clause == CUACC_COPY;
}
bool isCopyOut(int Clause) {
  return Clause == CUACC_COPYOUT || Clause == CUACC_COPY;
}

/// What moving the items costs the device, or a negative value where an
/// item rules the host out (present already, the user's device pointer,
/// rows of pointers).
double transferMicros(Device &Dev, const cuacc_data *Data, int N) {
  double Us = 0;
  const Options &O = options();
  for (int I = 0; I < N; ++I) {
    const cuacc_data &D = Data[I];
    int Clause = D.clause & 0xff;
    if ((D.clause & CUACC_ROWS) || Clause == CUACC_DEVICEPTR ||
        Clause == CUACC_PRESENT)
      return -1;
    if (isEmpty(D))
      continue;
    PresentEntry *E = nullptr;
    if (Dev.Present.find(reinterpret_cast<uintptr_t>(D.host), sectionEnd(D),
                         E) != PresentTable::Lookup::Absent)
      return -1;
    double Bytes = double(D.row_bytes) * double(D.rows);
    double Rate = Bytes >= double(O.StagingThreshold) ? StagedRate : SmallRate;
    int Moves = isCopyIn(Clause) + isCopyOut(Clause);
    Us += Moves * (ItemUs + Bytes / Rate);
  }
  return Us;
}

} // namespace

extern "C" int cuacc_host_pays(cuacc_region *R, const cuacc_data *Data, int N,
                               double Work, double InBlock, double Launches,
                               int MayAlias) {
  const Options &O = options();
  if (O.HostRuns == HostChoice::Off || O.ForceHost)
    return 0;
  bool IsData = R->kind & CUACC_DATA_CONSTRUCT;
  if (insideHostDataRegion()) {
    if (IsData) // entered, so that its end finds its own record
      openUntimed(R, true);
    else
      cuacc_region_on_host(R, "its data region runs on the host");
    return 1;
  }
  Device *D = ensureDevice();
  bool PricedAsGpu =
      O.HostRuns == HostChoice::On || O.HostRuns == HostChoice::Measure;
  if (!D || (D->Emulated && !PricedAsGpu))
    return 0;
  double Moved;
  {
    std::lock_guard<std::recursive_mutex> G(D->Lock);
    Moved = transferMicros(*D, Data, N);
  }
  if (Moved < 0)
    return 0;
  double HostUs = Work * HostNs * (MayAlias ? AliasFactor : 1) / 1000;
  double DeviceUs = EntryUs + Moved + Launches * LaunchUs +
                    InBlock * InBlockNs / 1000 +
                    (Work > InBlock ? Work - InBlock : 0) * GridNs / 1000;
  // Written only where a message is given (every region's entry asks).
  char Why[200] = "";
  bool Measure = O.HostRuns == HostChoice::Measure ||
                 (!D->Emulated && O.HostRuns != HostChoice::Model);
  bool Host = HostUs < DeviceUs;
  if (IsData && Measure) {
    bool Model = Host;
    Host =
        measuredChoice(R, Work, Moved, HostUs, DeviceUs, Host, Why, sizeof Why);
    if (!Host && Model)
      notify(NotifyRegion | NotifyLaunch,
             "data region on accelerator file=%s function=%s line=%d: %s",
             R->file, R->function, R->line, Why);
  } else if (IsData) {
    openUntimed(R, Host);
  }
  if (!Host)
    return 0;
  if (!Why[0])
    snprintf(Why, sizeof Why,
             "estimated faster on the host: %.3g us there against %.3g us on "
             "the accelerator",
             HostUs, DeviceUs);
  if (IsData)
    notify(NotifyRegion | NotifyLaunch,
           "data region on host file=%s function=%s line=%d: %s", R->file,
           R->function, R->line, Why);
  else
    cuacc_region_on_host(R, Why);
  return 1;
}

extern "C" void cuacc_data_region_done(cuacc_region *R) {
  if (OpenRuns.empty() || OpenRuns.back().Region != R)
    return;
  OpenRun Run = OpenRuns.back();
  OpenRuns.pop_back();
  if (!Run.Timed)
    return;
  if (Run.Way == 0) { // its kernels may still be running
    Device *D = ensureDevice();
    if (D && !D->Emulated) {
      std::lock_guard<std::recursive_mutex> G(D->Lock);
      bindContext(*D);
      CUACC_CHECK(driver()->cuStreamSynchronize(D->Stream));
    }
  }
  double Us = microsSince(Run.Start);
  if (setupsPaid() != Run.SetupsAtStart) // not the time of later runs
    return;
  MeasuredRegions &All = measuredRegions();
  std::lock_guard<std::mutex> G(All.M);
  Measured &M = All.Of[R][Run.Index];
  // A way's first run sets up what later runs find ready: the device's
  // memory and kernels, the host's pages and caches (the process's first
  // call of the region, bicg's host run 0.168 ms then 0.104).
  if (M.Runs[Run.Way] > 1) {
    M.Best[Run.Way] = M.Best[Run.Way] < Us ? M.Best[Run.Way] : Us;
    ++M.Timed[Run.Way];
  }
}
