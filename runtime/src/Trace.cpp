//===- Trace.cpp - CUACC_TRACE: a Chrome trace-event file of the run ------===//
//
// CUACC_TRACE=path.json writes, at exit, the run as the Trace Event Format
// that chrome://tracing and ui.perfetto.dev open: one track per host thread
// (constructs, their data phases, transfers, launches, waits, host
// fallbacks, nested as they happened) and one per device (the kernels, as
// the device timed them). Every span is a complete event ("X": start and
// duration), so an unfinished one (a construct left by longjmp) cannot
// leave a track unbalanced: it is dropped.
//
//===----------------------------------------------------------------------===//

#include "Observe.h"
#include "Runtime.h"
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

using namespace cuacc::rt;

namespace {

struct TraceEvent {
  std::string Name;
  const char *Category;
  char Kind; ///< 'X' a span, 'i' an instant
  double Start, Duration;
  int Process, Track; ///< 0 and the thread's number, or 1 + the device's
  std::string Args;   ///< JSON members, without braces
};

struct TraceFile {
  std::string Path;
  std::mutex Lock;
  std::vector<TraceEvent> Events;
  /// Devices seen, for their track names: ordinal -> emulated.
  std::vector<std::pair<int, bool>> Devices;
  int Threads = 0;
};

TraceFile &trace() {
  static auto *T = new TraceFile(); // never destroyed: written at exit
  return *T;
}

/// The spans a thread has begun and not ended.
thread_local std::vector<Observed> Open;

std::string quoted(const std::string &S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\', Out += char(C);
    else if (C < 0x20) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\u%04x", C);
      Out += Buf;
    } else
      Out += char(C);
  }
  return Out + "\"";
}

const char *category(Activity What) {
  switch (What) {
  case Activity::Construct:
  case Activity::EnterData:
  case Activity::ExitData:
  case Activity::Update:
    return "construct";
  case Activity::Upload:
  case Activity::Download:
    return "transfer";
  case Activity::Launch:
  case Activity::Kernel:
    return "kernel";
  case Activity::Wait:
    return "wait";
  case Activity::Alloc:
  case Activity::Free:
    return "memory";
  case Activity::DeviceInit:
    return "init";
  case Activity::OnHost:
    return "host";
  }
  return "other";
}

std::string dimsJson(const unsigned D[3]) {
  return "[" + std::to_string(D[0]) + "," + std::to_string(D[1]) + "," +
         std::to_string(D[2]) + "]";
}

/// The event's arguments: what a person looks for in the viewer's panel.
std::string argsOf(const Observed &A, double Duration) {
  std::string S;
  auto Add = [&](const char *Key, const std::string &Value) {
    S += (S.empty() ? "" : ",") + quoted(Key) + ":" + Value;
  };
  if (A.Region && A.What != Activity::Kernel) {
    Add("file", quoted(A.Region->file));
    Add("function", quoted(A.Region->function));
    Add("line", std::to_string(A.Region->line));
    Add("construct", quoted(constructName(A.Region)));
  }
  if (A.Device >= 0)
    Add("device", std::to_string(A.Device));
  switch (A.What) {
  case Activity::Upload:
  case Activity::Download: {
    Add("variable", quoted(A.Name));
    Add("bytes", std::to_string(A.Bytes));
    char Rate[32];
    snprintf(Rate, sizeof Rate, "%.2f",
             Duration > 0 ? A.Bytes / (Duration * 1e3) : 0.0);
    Add("GB/s", Rate);
    break;
  }
  case Activity::Alloc:
  case Activity::Free:
    Add("variable", quoted(A.Name));
    Add("bytes", std::to_string(A.Bytes));
    break;
  case Activity::Launch:
  case Activity::Kernel:
    Add("kernel", quoted(A.Name));
    Add("grid", dimsJson(A.Grid));
    Add("block", dimsJson(A.Block));
    break;
  case Activity::OnHost:
    Add("reason", quoted(A.Name));
    break;
  default:
    break;
  }
  return S;
}

void add(TraceEvent E, const Observed &A) {
  TraceFile &T = trace();
  std::lock_guard<std::mutex> G(T.Lock);
  if (A.Device >= 0) {
    bool Seen = false;
    for (auto &D : T.Devices)
      Seen |= D.first == A.Device;
    if (!Seen)
      T.Devices.push_back({A.Device, A.Emulated});
  }
  T.Threads = std::max(T.Threads, A.Thread);
  T.Events.push_back(std::move(E));
}

void writeTrace() {
  TraceFile &T = trace();
  std::lock_guard<std::mutex> G(T.Lock);
  FILE *F = fopen(T.Path.c_str(), "w");
  if (!F) {
    fprintf(stderr, "cuacc: CUACC_TRACE: cannot write '%s'\n", T.Path.c_str());
    return;
  }
  fprintf(F, "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n");
  bool First = true;
  auto Line = [&](const std::string &S) {
    fprintf(F, "%s%s", First ? "" : ",\n", S.c_str());
    First = false;
  };
  auto Meta = [&](const char *What, int Pid, int Tid, const std::string &N) {
    Line("{\"ph\":\"M\",\"name\":" + quoted(What) + ",\"pid\":" +
         std::to_string(Pid) + ",\"tid\":" + std::to_string(Tid) +
         ",\"args\":{\"name\":" + quoted(N) + "}}");
  };
  Meta("process_name", 0, 0, "host");
  for (int Th = 1; Th <= T.Threads; ++Th)
    Meta("thread_name", 0, Th, "thread " + std::to_string(Th));
  for (auto &[Ordinal, Emulated] : T.Devices) {
    Meta("process_name", 1 + Ordinal, 0,
         (Emulated ? "emulated device " : "device ") + std::to_string(Ordinal));
    Meta("thread_name", 1 + Ordinal, 1, "kernels");
  }
  for (const TraceEvent &E : T.Events) {
    char Times[96];
    if (E.Kind == 'X')
      snprintf(Times, sizeof Times, "\"ts\":%.3f,\"dur\":%.3f", E.Start,
               E.Duration);
    else
      snprintf(Times, sizeof Times, "\"ts\":%.3f,\"s\":\"t\"", E.Start);
    Line("{\"ph\":\"" + std::string(1, E.Kind) + "\",\"name\":" +
         quoted(E.Name) + ",\"cat\":\"" + E.Category + "\"," + Times +
         ",\"pid\":" + std::to_string(E.Process) + ",\"tid\":" +
         std::to_string(E.Track) + ",\"args\":{" + E.Args + "}}");
  }
  fprintf(F, "\n]}\n");
  fclose(F);
}

} // namespace

bool cuacc::rt::attachTrace() {
  const char *P = getenv("CUACC_TRACE");
  if (!P || !*P)
    return false;
  trace().Path = P;
  atexit(writeTrace);
  return true;
}

void cuacc::rt::traceActivity(const Observed &A) {
  switch (A.When) {
  case Phase::Begin:
    Open.push_back(A);
    return;
  case Phase::End: {
    // The innermost open span of the same activity and region: a span
    // whose end never came (left by longjmp) is dropped.
    for (size_t I = Open.size(); I-- > 0;) {
      const Observed &B = Open[I];
      if (B.What != A.What || B.Region != A.Region)
        continue;
      double Duration = A.At - B.At;
      // What was learnt by the end (bytes, grid) is in A.
      add({activityName(A), category(A.What), 'X', B.At, Duration, 0,
           A.Thread, argsOf(A, Duration)},
          A);
      Open.resize(I);
      return;
    }
    return;
  }
  case Phase::Instant:
    if (A.What == Activity::Kernel)
      add({activityName(A), category(A.What), 'X', A.Start, A.Duration,
           1 + A.Device, 1, argsOf(A, A.Duration)},
          A);
    else
      add({activityName(A), category(A.What), 'i', A.At, 0, 0, A.Thread,
           argsOf(A, 0)},
          A);
    return;
  }
}
