//===- Report.cpp - timing records and the PGI report ----------------------===//
//
// The layout of PGI's "Accelerator Kernel Timing data" (SPEC section 4):
// grouped by file and function in the order first seen, regions by line,
// each region's kernels by line; with several devices, each device's regions
// under a "device N: name" line. Each device keeps its own records (under its
// lock); the report is handed them, and calls nothing of Device.cpp.
//
//===----------------------------------------------------------------------===//

#include "Observe.h"
#include "Runtime.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>

using namespace cuacc::rt;

namespace {

/// cuacc_region::state: the region's records, one per device (each touched
/// under its device's lock).
struct RegionState {
  RegionStats *OnDevice[MaxDevices] = {};
};

/// Regions that ran on the host at run time: how often, and why.
struct HostRuns {
  const cuacc_region *Region;
  std::vector<std::pair<std::string, unsigned long>> Reasons;
};

struct HostRunTable {
  std::mutex Lock;
  std::vector<HostRuns> Regions; ///< in the order first seen
};

HostRunTable &hostRuns() {
  static auto *T = new HostRunTable(); // read at exit
  return *T;
}

} // namespace

RegionStats &cuacc::rt::statsOf(DeviceTimings &T, cuacc_region *R) {
  RegionStats *&S = stateOf<RegionState>(R->state).OnDevice[T.Ordinal];
  if (!S) {
    S = new RegionStats();
    S->Region = R;
    T.Regions.push_back(S);
  }
  return *S;
}

KernelStats &cuacc::rt::statsOf(DeviceTimings &T, cuacc_region *R,
                                cuacc_kernel *K) {
  RegionStats &RS = statsOf(T, R);
  // Usually the last kernel launched in the region: check it first.
  for (auto It = RS.KernelsSeen.rbegin(); It != RS.KernelsSeen.rend(); ++It)
    if ((*It)->Kernel == K)
      return **It;
  RS.KernelsSeen.push_back(std::make_unique<KernelStats>());
  RS.KernelsSeen.back()->Kernel = K;
  return *RS.KernelsSeen.back();
}

void KernelStats::add(double Us) {
  Max = Count ? std::max(Max, Us) : Us;
  Min = Count ? std::min(Min, Us) : Us;
  Total += Us;
  ++Count;
}

void cuacc::rt::recordEntry(RegionStats &S, double EntryMicros) {
  double WithoutInit = EntryMicros - S.EntryInit;
  S.Max = S.Count ? std::max(S.Max, WithoutInit) : WithoutInit;
  S.Min = S.Count ? std::min(S.Min, WithoutInit) : WithoutInit;
  S.Total += EntryMicros;
  S.Init += S.EntryInit;
  S.EntryInit = 0;
  ++S.Count;
}

void cuacc::rt::recordHostRun(const cuacc_region *R, const char *Why) {
  HostRunTable &T = hostRuns();
  std::lock_guard<std::mutex> G(T.Lock);
  auto It = std::find_if(T.Regions.begin(), T.Regions.end(),
                         [&](const HostRuns &H) { return H.Region == R; });
  if (It == T.Regions.end()) {
    T.Regions.push_back({R, {}});
    It = std::prev(T.Regions.end());
  }
  for (auto &[Reason, Count] : It->Reasons)
    if (Reason == Why) {
      ++Count;
      return;
    }
  It->Reasons.push_back({Why, 1});
}

std::string cuacc::rt::dims(const unsigned D[3]) {
  int Last = D[2] > 1 ? 2 : D[1] > 1 ? 1 : 0;
  std::string S = "[";
  for (int I = 0; I <= Last; ++I)
    S += (I ? "x" : "") + std::to_string(D[I]);
  return S + "]";
}

static long us(double V) { return long(std::llround(V)); }

/// " (12.3 GB/s)" for bytes moved in that time; nothing when untimed.
static std::string rate(size_t Bytes, double Micros) {
  if (!Bytes || Micros <= 0)
    return "";
  char Buf[48];
  snprintf(Buf, sizeof Buf, " (%.1f GB/s)", Bytes / (Micros * 1e3));
  return Buf;
}

namespace {

void printKernels(FILE *Out, const RegionStats &S) {
  std::vector<KernelStats *> Kernels;
  for (auto &K : S.KernelsSeen)
    Kernels.push_back(K.get());
  std::stable_sort(Kernels.begin(), Kernels.end(), [](auto *A, auto *B) {
    return A->Kernel->line < B->Kernel->line;
  });
  for (KernelStats *K : Kernels) {
    fprintf(Out, "        %d: kernel launched %lu times\n", K->Kernel->line,
            K->Count);
    fprintf(Out, "            grid: %s  block: %s\n", dims(K->Grid).c_str(),
            dims(K->Block).c_str());
    fprintf(Out, "            time(us): total=%ld max=%ld min=%ld avg=%ld\n",
            us(K->Total), us(K->Max), us(K->Min),
            us(K->Count ? K->Total / double(K->Count) : 0));
  }
}

void printRegion(FILE *Out, const RegionStats &S) {
  double Region = S.Total - S.Init;
  bool Compute = isComputeConstruct(S.Region);
  if (!Compute) { // "data region", "data", "update", "enter data", ...
    fprintf(Out, "    %d: %s reached %lu %s\n", S.Region->line,
            constructName(S.Region), S.Count, S.Count == 1 ? "time" : "times");
    fprintf(Out, "        time(us): total=%ld init=%ld data=%ld\n", us(S.Total),
            us(S.Init), us(S.Data));
  } else {
    fprintf(Out, "    %d: region entered %lu %s\n", S.Region->line, S.Count,
            S.Count == 1 ? "time" : "times");
    fprintf(Out, "        time(us): total=%ld init=%ld region=%ld\n",
            us(S.Total), us(S.Init), us(Region));
    fprintf(Out, "                  kernels=%ld data=%ld\n", us(S.Kernels),
            us(S.Data));
  }
  fprintf(Out, "        w/o init: total=%ld max=%ld min=%ld avg=%ld\n",
          us(Region), us(S.Max), us(S.Min), us(Region / double(S.Count)));
  // Where a compute region's time went: what a user asks after the totals.
  // Kernels run while the host goes on; waiting is the part of their time
  // the host spent blocked on them.
  if (Compute && Region > 0)
    fprintf(Out,
            "        shares: data %.0f%%, kernels %.0f%%, host waiting %.0f%%\n",
            100 * S.Data / Region, 100 * S.Kernels / Region,
            100 * S.Wait / Region);
  if (S.BytesIn || S.BytesOut)
    fprintf(Out, "        data(bytes): in=%zu%s out=%zu%s\n", S.BytesIn,
            rate(S.BytesIn, S.MicrosIn).c_str(), S.BytesOut,
            rate(S.BytesOut, S.MicrosOut).c_str());
  printKernels(Out, S);
}

void printHostRuns(FILE *Out, const HostRuns &H) {
  for (auto &[Why, Count] : H.Reasons)
    fprintf(Out, "    %d: region ran on the host %lu %s: %s\n", H.Region->line,
            Count, Count == 1 ? "time" : "times", Why.c_str());
}

/// Records of regions (RegionStats, HostRuns): files and functions in the
/// order first seen, regions by line, each printed by Print.
template <typename Record>
void printTree(FILE *Out, const std::vector<Record *> &Regions,
               void (*Print)(FILE *, const Record &)) {
  std::vector<std::string> Files;
  std::map<std::string, std::vector<std::string>> Functions;
  std::map<std::pair<std::string, std::string>, std::vector<Record *>>
      ByFunction;
  for (Record *S : Regions) {
    std::string F = S->Region->file, Fn = S->Region->function;
    if (!Functions.count(F))
      Files.push_back(F);
    auto &Fns = Functions[F];
    if (std::find(Fns.begin(), Fns.end(), Fn) == Fns.end())
      Fns.push_back(Fn);
    ByFunction[{F, Fn}].push_back(S);
  }
  for (const std::string &F : Files) {
    fprintf(Out, "%s\n", F.c_str());
    for (const std::string &Fn : Functions[F]) {
      fprintf(Out, "  %s\n", Fn.c_str());
      auto &List = ByFunction[{F, Fn}];
      std::stable_sort(List.begin(), List.end(), [](auto *A, auto *B) {
        return A->Region->line < B->Region->line;
      });
      for (Record *S : List)
        Print(Out, *S);
    }
  }
}

} // namespace

void cuacc::rt::printReport(FILE *Out,
                            const std::vector<const DeviceTimings *> &Devices) {
  // Each device's regions that were entered; which devices have any.
  std::vector<std::pair<const DeviceTimings *, std::vector<RegionStats *>>>
      Used;
  bool Emulated = false;
  for (const DeviceTimings *T : Devices) {
    std::vector<RegionStats *> Regions;
    for (RegionStats *S : T->Regions)
      if (S->Count)
        Regions.push_back(S);
    if (Regions.empty())
      continue;
    Emulated |= T->Emulated;
    Used.emplace_back(T, std::move(Regions));
  }
  HostRunTable &Host = hostRuns();
  std::lock_guard<std::mutex> G(Host.Lock);
  if (Used.empty() && Host.Regions.empty())
    return;
  fflush(stdout); // the program's own output comes first
  fprintf(Out, "Accelerator Kernel Timing data\n");
  if (Emulated)
    fprintf(Out, "(emulated device: kernels ran on the CPU; times are CPU "
                 "times)\n");
  // PGI lists per device; device 0 alone keeps the single-device layout.
  bool Label = Used.size() > 1 || (!Used.empty() && Used[0].first->Ordinal);
  for (auto &[T, Regions] : Used) {
    if (Label)
      fprintf(Out, "device %d%s%s\n", T->Ordinal, T->Name.empty() ? "" : ": ",
              T->Name.c_str());
    printTree(Out, Regions, printRegion);
  }
  if (!Host.Regions.empty()) {
    fprintf(Out, "ran on the host instead\n");
    std::vector<HostRuns *> Runs;
    for (HostRuns &H : Host.Regions)
      Runs.push_back(&H);
    printTree(Out, Runs, printHostRuns);
  }
  fflush(Out);
}
