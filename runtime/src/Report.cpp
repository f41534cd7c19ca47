//===- Report.cpp - timing records and the PGI report ----------------------===//
//
// The layout of PGI's "Accelerator Kernel Timing data" (SPEC section 4):
// grouped by file and function in the order first seen, regions by line,
// each region's kernels by line; with several devices, each device's regions
// under a "device N: name" line. Each device keeps its own records (under its
// lock); the report is handed them, and calls nothing of Device.cpp.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

using namespace cuacc::rt;

namespace {

/// cuacc_region::state: the region's records, one per device (each touched
/// under its device's lock).
struct RegionState {
  RegionStats *OnDevice[MaxDevices] = {};
};

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

std::string cuacc::rt::dims(const unsigned D[3]) {
  int Last = D[2] > 1 ? 2 : D[1] > 1 ? 1 : 0;
  std::string S = "[";
  for (int I = 0; I <= Last; ++I)
    S += (I ? "x" : "") + std::to_string(D[I]);
  return S + "]";
}

static long us(double V) { return long(std::llround(V)); }

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
  if (S.Region->is_data_region) {
    fprintf(Out, "    %d: data region reached %lu %s\n", S.Region->line,
            S.Count, S.Count == 1 ? "time" : "times");
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
  if (S.BytesIn || S.BytesOut) {
    double Rate = S.Data > 0 ? (S.BytesIn + S.BytesOut) / (S.Data * 1e3) : 0;
    fprintf(Out,
            "        data(bytes): in=%zu out=%zu (%.1f GB/s over data time)\n",
            S.BytesIn, S.BytesOut, Rate);
  }
  printKernels(Out, S);
}

/// One device's regions: files and functions in the order first seen,
/// regions by line.
void printTree(FILE *Out, const std::vector<RegionStats *> &Regions) {
  std::vector<std::string> Files;
  std::map<std::string, std::vector<std::string>> Functions;
  std::map<std::pair<std::string, std::string>, std::vector<RegionStats *>>
      ByFunction;
  for (RegionStats *S : Regions) {
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
      for (RegionStats *S : List)
        printRegion(Out, *S);
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
  if (Used.empty())
    return;
  fflush(stdout); // the program's own output comes first
  fprintf(Out, "Accelerator Kernel Timing data\n");
  if (Emulated)
    fprintf(Out, "(emulated device: kernels ran on the CPU; times are CPU "
                 "times)\n");
  // PGI lists per device; device 0 alone keeps the single-device layout.
  bool Label = Used.size() > 1 || Used[0].first->Ordinal != 0;
  for (auto &[T, Regions] : Used) {
    if (Label)
      fprintf(Out, "device %d%s%s\n", T->Ordinal, T->Name.empty() ? "" : ": ",
              T->Name.c_str());
    printTree(Out, Regions);
  }
  fflush(Out);
}
