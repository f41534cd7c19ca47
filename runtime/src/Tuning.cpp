//===- Tuning.cpp - a kernel's variants, picked by model or by measuring --===//
//
// The same holds for the ways a sequential loop around kernels can run
// (cuacc_persistent_choice): the host loop's launches, one persistent
// block, or across the grid. The cost model's constants are one machine's
// and its counts the compiler's (cholesky at MEDIUM: one block 8.1 ms, the
// launches 6.9, and the model chose the block), so where another way's
// estimate is within PersistentRatio of the chosen one's, each such way is
// timed on the loop's first runs at those counts (CUDA events from the
// choice to the loop's end: the launches' gaps count), and the fastest is
// kept and remembered like a tile shape. On the emulated device only
// CUACC_TUNE=always measures (its times are not a GPU's).
//
// A tiled product has several shapes (its entries, the largest first). The
// model picks the largest whose blocks fill the device's multiprocessors.
// Near the crossover it cannot tell (bench/NOTES.md, "Tiles that fill the
// GPU": at 1536^3, 144 blocks of the large shape ran 5% slower than the
// small one, at 2048^3, 256 blocks, 1.5x faster), so there the runtime
// times each shape on the kernel's first launches of that size, keeps the
// fastest, and remembers it across runs in a small file per device model.
// Every shape computes the same results (each element's operations in the
// same order): only speed is measured.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include <algorithm>
#include <cmath>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace cuacc::rt;

namespace {

/// Where the model cannot tell: the largest shape's blocks between these
/// multiples of the multiprocessors (measured crossover: about 1.1).
constexpr double UndecidedFrom = 0.5, UndecidedTo = 2.0;
/// Timed launches of each shape before choosing; timed runs of each way of
/// a sequential loop (its first run at the counts, which finds the caches
/// cold, is not timed: a loop may run only a few times).
constexpr int RunsEach = 2, WayRunsEach = 1;
/// A sequential loop's ways whose estimates are within this factor of the
/// chosen one's are timed (the model's errors on PolyBench at MEDIUM,
/// bench/NOTES.md: up to 1.2x either way for the ways it weighs close).
constexpr double PersistentRatio = 4;

/// One kernel at one size: its shapes' times so far, or its choice.
struct TuneEntry {
  std::vector<int> Candidates;
  std::vector<double> BestUs;
  std::vector<int> Runs;
  /// The launch being timed (an index into Candidates), its events (on
  /// the emulated device, the wall clock from Began).
  int Measuring = -1;
  CUevent Start = nullptr, Stop = nullptr;
  Device *On = nullptr;
  Clock::time_point Began;
  bool WarmedUp = false;
  unsigned SetupsAtStart = 0; ///< setupsPaid() when the timed run began
};

struct Tuner {
  std::mutex M;
  /// Per device model: the choices read from its file and made here.
  std::map<std::string, std::map<std::string, int>> Chosen;
  std::map<std::string, bool> Loaded, Dirty;
  std::map<std::string, TuneEntry> Entries; ///< device number + key
};

Tuner &tuner() {
  static auto *T = new Tuner(); // used at exit
  return *T;
}

/// The launch this thread's next cuacc_launch of Region times.
struct PendingTune {
  const cuacc_region *Region = nullptr;
  TuneEntry *Entry = nullptr;
};
thread_local PendingTune Pending;
/// The sequential loop this thread is timing, from its choice to its end.
thread_local PendingTune Span;

std::string deviceModel(const Device &D) {
  std::string Out;
  for (char C : D.Emulated ? std::string("emulated") : D.Timings.Name)
    Out += isalnum(static_cast<unsigned char>(C)) ? C : '-';
  return Out.empty() ? "gpu" : Out;
}

/// $CUACC_TUNE_CACHE, else $XDG_CACHE_HOME/cuacc, else ~/.cache/cuacc
/// (the file: tuning-<model>.txt there); empty when there is no home.
std::string cacheFile(const std::string &Model) {
  if (const char *F = getenv("CUACC_TUNE_CACHE"); F && *F)
    return F;
  std::string Dir;
  if (const char *X = getenv("XDG_CACHE_HOME"); X && *X)
    Dir = X;
  else if (const char *H = getenv("HOME"); H && *H)
    Dir = std::string(H) + "/.cache";
  else
    return "";
  return Dir + "/cuacc/tuning-" + Model + ".txt";
}

/// Lines "<choice> <key>" (a later line wins).
void readChoices(const std::string &Path, std::map<std::string, int> &Into) {
  FILE *F = Path.empty() ? nullptr : fopen(Path.c_str(), "r");
  if (!F)
    return;
  char Line[4096];
  while (fgets(Line, sizeof Line, F)) {
    char *End = nullptr;
    long Choice = strtol(Line, &End, 10);
    if (End == Line || *End != ' ' || Choice < -1 || Choice > 7)
      continue; // not ours, or damaged: measured again
    std::string Key = End + 1;
    while (!Key.empty() && (Key.back() == '\n' || Key.back() == '\r'))
      Key.pop_back();
    if (!Key.empty())
      Into[Key] = int(Choice);
  }
  fclose(F);
}

void makeParents(const std::string &Path) {
  for (size_t Slash = Path.find('/', 1); Slash != std::string::npos;
       Slash = Path.find('/', Slash + 1))
    mkdir(Path.substr(0, Slash).c_str(), 0755);
}

/// Each model's file with this run's choices merged in (another program
/// may have written it meanwhile), replaced in one rename. Nothing is
/// said when it cannot be written: the choices are measured again.
void writeChoices() {
  Tuner &T = tuner();
  std::lock_guard<std::mutex> G(T.M);
  for (auto &[Model, Dirty] : T.Dirty) {
    if (!Dirty)
      continue;
    std::string Path = cacheFile(Model);
    if (Path.empty())
      continue;
    std::map<std::string, int> All;
    readChoices(Path, All);
    for (auto &[Key, Choice] : T.Chosen[Model])
      All[Key] = Choice;
    makeParents(Path);
    std::string Temp = Path + ".tmp" + std::to_string(getpid());
    FILE *F = fopen(Temp.c_str(), "w");
    if (!F)
      continue;
    bool Ok = true;
    for (auto &[Key, Choice] : All)
      Ok &= fprintf(F, "%d %s\n", Choice, Key.c_str()) > 0;
    Ok &= fclose(F) == 0;
    if (!Ok || rename(Temp.c_str(), Path.c_str()) != 0)
      unlink(Temp.c_str());
    Dirty = false;
  }
}

/// The timed launch's time, once it ran.
void collect(TuneEntry &E) {
  if (E.Measuring < 0 || !E.Stop)
    return;
  const CudaDriver &D = *driver();
  std::lock_guard<std::recursive_mutex> G(E.On->Lock);
  bindContext(*E.On);
  float Ms = 0;
  if (D.cuEventSynchronize(E.Stop) == CUDA_SUCCESS &&
      D.cuEventElapsedTime(&Ms, E.Start, E.Stop) == CUDA_SUCCESS) {
    size_t I = size_t(E.Measuring);
    E.BestUs[I] = std::min(E.BestUs[I], double(Ms) * 1000);
    ++E.Runs[I];
  }
  giveEvent(*E.On, E.Start);
  giveEvent(*E.On, E.Stop);
  E.Start = E.Stop = nullptr;
  E.Measuring = -1;
}

std::string describe(const cuacc_region *R, const cuacc_kernel *K,
                     const long *Blocks, int N) {
  std::string Key = std::string(R->file) + ":" + std::to_string(R->line) +
                    " " + K->name + " blocks";
  for (int I = 0; I < N; ++I)
    Key += (I ? "," : " ") + std::to_string(Blocks[I]);
  return Key;
}

/// The model's pick among a tiled kernel's shapes (their blocks, the
/// largest first, 0 where one does not apply): the largest that fills the
/// multiprocessors, else the smallest that applies; -1 for none.
int modelTileShape(const Device &Dev, const long *Blocks, int N) {
  int Smallest = -1;
  for (int I = 0; I < N; ++I) {
    if (Blocks[I] >= Dev.Multiprocessors)
      return I;
    if (Blocks[I] > 0)
      Smallest = I;
  }
  return Smallest;
}

/// The candidate to time next, or -1 once each has Each runs.
int nextToTime(const TuneEntry &E, int Each) {
  size_t Next = size_t(std::min_element(E.Runs.begin(), E.Runs.end()) -
                       E.Runs.begin());
  return E.Runs[Next] >= Each ? -1 : int(Next);
}

/// The fastest candidate of E, chosen for Key and written at exit.
int remember(Tuner &T, const std::string &Model, const std::string &Key,
             const TuneEntry &E) {
  size_t Best = size_t(std::min_element(E.BestUs.begin(), E.BestUs.end()) -
                       E.BestUs.begin());
  int Choice = E.Candidates[Best];
  T.Chosen[Model][Key] = Choice;
  if (!T.Dirty[Model]) {
    T.Dirty[Model] = true;
    static std::once_flag AtExit;
    std::call_once(AtExit, [] { atexit(writeChoices); });
  }
  return Choice;
}

/// "0: 12 us, 1: 30 us": each candidate's best time.
std::string timesOf(const TuneEntry &E) {
  std::string Times;
  for (size_t I = 0; I < E.Candidates.size(); ++I)
    Times += (I ? ", " : "") + std::to_string(E.Candidates[I]) + ": " +
             std::to_string(long(E.BestUs[I] + 0.5)) + " us";
  return Times;
}

/// Model's choices loaded from its file once (CUACC_TUNE=auto reads it).
std::map<std::string, int> &choicesOf(Tuner &T, const std::string &Model) {
  std::map<std::string, int> &Chosen = T.Chosen[Model];
  if (!T.Loaded[Model]) {
    T.Loaded[Model] = true;
    if (options().Tune == TuneMode::Auto)
      readChoices(cacheFile(Model), Chosen);
  }
  return Chosen;
}

/// Key's remembered choice where it is among Candidates; else -1, and E
/// its measurements on Dev so far (the timed run that ended collected).
int rememberedOr(Tuner &T, const Device &Dev, const std::string &Model,
                 const std::string &Key, const std::vector<int> &Candidates,
                 TuneEntry *&E) {
  std::map<std::string, int> &Chosen = choicesOf(T, Model);
  if (auto It = Chosen.find(Key);
      It != Chosen.end() &&
      std::count(Candidates.begin(), Candidates.end(), It->second))
    return It->second;
  // One device's measurements (its lock, held here, guards its events).
  E = &T.Entries[std::to_string(Dev.Ordinal) + " " + Key];
  if (E->Candidates.empty()) {
    E->Candidates = Candidates;
    E->BestUs.assign(Candidates.size(), 1e300);
    E->Runs.assign(Candidates.size(), 0);
  }
  collect(*E);
  return -1;
}

} // namespace

int cuacc::rt::tunedTileShape(Device &Dev, const cuacc_region *R,
                              const cuacc_kernel *K, const long *Blocks,
                              int N) {
  int Model = modelTileShape(Dev, Blocks, N);
  const Options &O = options();
  std::vector<int> Candidates;
  for (int I = 0; I < N; ++I)
    if (Blocks[I] > 0)
      Candidates.push_back(I);
  if (O.Tune == TuneMode::Off || Candidates.size() < 2)
    return Model;
  double Fill = double(Blocks[Candidates.front()]) / Dev.Multiprocessors;
  if (O.Tune == TuneMode::Auto && (Fill < UndecidedFrom || Fill >= UndecidedTo))
    return Model;
  Tuner &T = tuner();
  std::lock_guard<std::mutex> G(T.M);
  // A timed launch that never came (an empty grid launches nothing).
  if (Pending.Entry && !Pending.Entry->Start)
    Pending.Entry->Measuring = -1;
  Pending = {};
  std::string Model_ = deviceModel(Dev), Key = describe(R, K, Blocks, N);
  TuneEntry *Entry = nullptr;
  if (int Kept = rememberedOr(T, Dev, Model_, Key, Candidates, Entry);
      Kept >= 0)
    return Kept;
  TuneEntry &E = *Entry;
  if (E.Measuring >= 0) // another thread's timed launch is in flight
    return Model;
  int Next = nextToTime(E, RunsEach);
  if (Next < 0) {
    int Choice = remember(T, Model_, Key, E);
    notify(NotifyLaunch,
           "tuned CUDA kernel file=%s function=%s line=%d blocks=%s: shape %d "
           "(%s)",
           R->file, R->function, K->line, Key.substr(Key.rfind(' ') + 1).c_str(),
           Choice, timesOf(E).c_str());
    return Choice;
  }
  E.Measuring = Next;
  E.On = &Dev;
  Pending = {R, &E};
  return E.Candidates[size_t(Next)];
}

void cuacc::rt::timeTunedLaunch(const cuacc_region *R, Device &Dev,
                                double EmulatedUs, bool Before) {
  if (Pending.Region != R || !Pending.Entry)
    return;
  Tuner &T = tuner();
  std::lock_guard<std::mutex> G(T.M);
  TuneEntry &E = *Pending.Entry;
  if (Dev.Emulated) { // it ran: its time is known
    if (Before)
      return;
    size_t I = size_t(E.Measuring);
    E.BestUs[I] = std::min(E.BestUs[I], EmulatedUs);
    ++E.Runs[I];
    E.Measuring = -1;
    Pending = {};
    return;
  }
  const CudaDriver &D = *driver();
  CUevent &Ev = Before ? E.Start : E.Stop;
  Ev = takeEvent(Dev);
  CUACC_CHECK(D.cuEventRecord(Ev, Dev.Stream));
  if (!Before)
    Pending = {};
}

const char *cuacc::rt::persistentWayName(int Way) {
  static const char *const Ways[] = {"host loop", "one block", "grid"};
  return Ways[Way];
}

int cuacc::rt::tunedPersistentWay(Device &Dev, const cuacc_region *R,
                                  const double Cost[4],
                                  const double Estimate[3], int Model) {
  const Options &O = options();
  if (O.Tune == TuneMode::Off || (Dev.Emulated && O.Tune != TuneMode::Always))
    return Model;
  // The model's pick first: a loop that runs once runs it.
  std::vector<int> Candidates{Model};
  for (int Way = 0; Way < 3; ++Way)
    if (Way != Model && std::isfinite(Estimate[Way]) &&
        (O.Tune == TuneMode::Always ||
         Estimate[Way] <= PersistentRatio * Estimate[Model]))
      Candidates.push_back(Way);
  if (Candidates.size() < 2)
    return Model;
  // The device's lock first, as around a tile's choice.
  std::lock_guard<std::recursive_mutex> DL(Dev.Lock);
  Tuner &T = tuner();
  std::lock_guard<std::mutex> G(T.M);
  // A timed run that never ended (the grid's launch failed, and the choice
  // is made again without it).
  if (Span.Entry && Span.Entry->Measuring >= 0 && !Span.Entry->Stop) {
    if (Span.Entry->Start)
      giveEvent(Dev, Span.Entry->Start);
    Span.Entry->Start = nullptr;
    Span.Entry->Measuring = -1;
  }
  Span = {};
  char Counts[160];
  // (A host loop timed with its launches one by one is another way than
  // the same loop as a graph: the timing report's runs launch one by one.)
  snprintf(Counts, sizeof Counts, "%.17g,%.17g,%.17g,%.17g%s%s", Cost[0],
           Cost[1], Cost[2], Cost[3],
           std::isfinite(Estimate[CUACC_PERSISTENT_GRID]) ? ",grid" : "",
           hostLoopGraphsUsable() ? ",graphs" : "");
  std::string Model_ = deviceModel(Dev),
              Key = std::string(R->file) + ":" + std::to_string(R->line) +
                    " sequential loop counts " + Counts;
  TuneEntry *Entry = nullptr;
  if (int Kept = rememberedOr(T, Dev, Model_, Key, Candidates, Entry);
      Kept >= 0)
    return Kept;
  TuneEntry &E = *Entry;
  if (E.Measuring >= 0) // another thread's timed run is in flight
    return Model;
  if (!E.WarmedUp) {
    E.WarmedUp = true;
    return Model;
  }
  int Next = nextToTime(E, WayRunsEach);
  if (Next < 0) {
    int Choice = remember(T, Model_, Key, E);
    notify(NotifyLaunch,
           "tuned sequential loop file=%s function=%s line=%d: %s (%s; 0 the "
           "host loop, 1 one block, 2 the grid; the model's pick first)",
           R->file, R->function, R->line, persistentWayName(Choice),
           timesOf(E).c_str());
    return Choice;
  }
  E.Measuring = Next;
  E.On = &Dev;
  E.SetupsAtStart = setupsPaid();
  if (Dev.Emulated) {
    E.Began = Clock::now();
  } else {
    bindContext(Dev);
    E.Start = takeEvent(Dev);
    CUACC_CHECK(driver()->cuEventRecord(E.Start, Dev.Stream));
  }
  Span = {R, &E};
  return E.Candidates[size_t(Next)];
}

void cuacc::rt::endPersistentWay(const cuacc_region *R, Device &Dev) {
  if (Span.Region != R || !Span.Entry)
    return;
  std::lock_guard<std::recursive_mutex> DL(Dev.Lock);
  Tuner &T = tuner();
  std::lock_guard<std::mutex> G(T.M);
  TuneEntry &E = *Span.Entry;
  Span = {};
  if (E.Measuring < 0)
    return;
  if (setupsPaid() != E.SetupsAtStart) { // timed again at its next run
    if (E.Start)
      giveEvent(Dev, E.Start);
    E.Start = nullptr;
    E.Measuring = -1;
    return;
  }
  if (Dev.Emulated) {
    size_t I = size_t(E.Measuring);
    E.BestUs[I] = std::min(E.BestUs[I], microsSince(E.Began));
    ++E.Runs[I];
    E.Measuring = -1;
    return;
  }
  bindContext(Dev);
  E.Stop = takeEvent(Dev);
  CUACC_CHECK(driver()->cuEventRecord(E.Stop, Dev.Stream));
}
