//===- DirectiveFuzzer.cpp - libFuzzer target for cuacc's directives ------===//
//
// The input is text: up to four lines, each one put after '#pragma acc ' at
// its own place in a small C file that has what real directives name (1-D
// and 2-D arrays, restrict pointers, a pointer to rows, an index array, a
// struct, scalars):
//   line 1  before a loop nest;
//   line 2  before a compound statement holding two loops;
//   line 3  inside an existing '#pragma acc region', before an inner loop;
//   line 4  before an expression statement.
// A place with no line gets no pragma (the file's lines stay where they are).
//
// Each input goes through the plugin's own pipeline, in process, three times
// at most, as clang with the plugin would do it on a machine without nvcc:
//   1. the planning parse (CuaccConsumer::planning: parse, bind, analyse,
//      schedule, lower, generate host code and kernels, rewrite, list);
//   2. a parse of the file as written that lists itself
//      (CuaccConsumer::listing, with what the kernels would be), with every
//      dump (directives, loops, dependences, data, schedule, lowered,
//      kernels, host code) and the remarks asked for;
//   3. when the plan rewrote the file, the main parse of the rewritten text,
//      giving the planning parse's listing as remarks at their places.
// Dumps go to stdout, which is /dev/null unless CUACC_FUZZ_VERBOSE=1 (that
// also prints clang's diagnostics and the generated file). The kernels are
// never compiled: CUACC_NVCC is set to a path that does not exist.
//
// The driver runs once ('clang -std=gnu17 -fsyntax-only -w fuzz.c'); each
// parse is a CompilerInstance of that invocation, with '_ACCEL' predefined as
// the plugin does, the file in memory over the real file system, and its
// diagnostics ignored.
//
// CUACC_FUZZ_CHECK_REWRITE=1 adds an oracle: a file without errors must
// stay without errors once rewritten; the target aborts when it does not.
//
//===----------------------------------------------------------------------===//

#include "CuaccConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Frontend/Utils.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

using namespace clang;

namespace {

bool Verbose = false;
bool CheckRewrite = false;

/// One parse: the consumer the plugin would create, on the file given.
struct Pass {
  cuacc::Options Opts;
  enum { Planning, Listing, Giving } Role = Listing;
  cuacc::PlanningResult *Result = nullptr; ///< Planning: filled in
  cuacc::Handoff Given = {};               ///< Giving
  bool HadErrors = false;
};

class FuzzAction : public ASTFrontendAction {
public:
  explicit FuzzAction(Pass &P) : P(P) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    // As the plugin does (CuaccPlugin.cpp, Rewrite.cpp).
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + "#define _ACCEL 200908\n");
    switch (P.Role) {
    case Pass::Planning:
      return cuacc::CuaccConsumer::planning(P.Opts, CI.getDiagnostics(),
                                            *P.Result, nullptr);
    case Pass::Listing:
      return cuacc::CuaccConsumer::listing(P.Opts, CI.getDiagnostics(), true);
    case Pass::Giving:
      break;
    }
    return cuacc::CuaccConsumer::giving(P.Opts, CI.getDiagnostics(),
                                        std::move(P.Given));
  }

  void EndSourceFileAction() override {
    P.HadErrors = getCompilerInstance().getDiagnostics().hasErrorOccurred();
  }

private:
  Pass &P;
};

/// The invocation of 'clang -std=gnu17 -fsyntax-only -w fuzz.c', made once
/// by the driver (running it for each input costs a fifth of the speed).
std::shared_ptr<CompilerInvocation> Invocation;

const char *const FileName = "/cuacc-fuzz/fuzz.c";

#ifndef CUACC_FUZZ_CLANG
#define CUACC_FUZZ_CLANG "/usr/lib/llvm-19/bin/clang"
#endif

/// The real file system (the rewritten file includes <stddef.h>) with the
/// file to parse on top.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
fileSystem(const std::string &Code) {
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(FileName, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(Code, FileName));
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  FS->pushOverlay(Memory);
  return FS;
}

void run(Pass &P, const std::string &Code) {
  auto FS = fileSystem(Code);
  CompilerInstance CI;
  CI.setInvocation(std::make_shared<CompilerInvocation>(*Invocation));
  if (Verbose)
    CI.createDiagnostics();
  else
    CI.createDiagnostics(new IgnoringDiagConsumer(), /*ShouldOwnClient=*/true);
  CI.createFileManager(FS);
  FuzzAction Action(P);
  CI.ExecuteAction(Action);
}

/// The file around the input's lines (see the top of the file).
std::string translationUnit(const std::vector<std::string> &Lines) {
  auto Slot = [&](size_t I) {
    return I < Lines.size() ? "#pragma acc " + Lines[I] + "\n"
                            : std::string("\n");
  };
  std::string C;
  C += "struct S { int len; float *p; float v[16]; };\n"
       "float A[64][64], B[64][64], C[64][64];\n"
       "float x[1024], y[1024], z[1024], w[1024];\n"
       "float vol[16][16][16];\n"
       "double dd[256];\n"
       "int N = 64, M = 64;\n"
       "static float scale = 2.0f;\n"
       "static float sq(float v) { return v * v; }\n"
       "void fuzz(int n, int m, float *restrict a, float *restrict b,\n"
       "          float (*c)[64], int *idx, struct S s) {\n"
       "  int i, j, k;\n"
       "  float t = 0.0f, sum = 0.0f;\n"
       "  double d = 1.0;\n"
       "  long q = 3;\n"
       "  if (n > 1024) n = 1024;\n"
       "  if (m > 64) m = 64;\n";
  C += Slot(0);
  C += "  for (i = 0; i < n; i++)\n"
       "    for (j = 0; j < m; j++)\n"
       "      c[i][j] = a[i] * b[j] + A[i][j];\n";
  C += Slot(1);
  C += "  {\n"
       "    for (i = 1; i < n - 1; i++)\n"
       "      a[i] = 0.5f * (b[i - 1] + b[i + 1]);\n"
       "    for (k = 0; k < 64; k++)\n"
       "      x[k] = y[idx[k]] + s.v[k % 16] * scale;\n"
       "  }\n"
       "#pragma acc region copy(a[0:n-1]) copyin(b[0:n-1], c[0:n-1][0:63])\n"
       "  {\n"
       "    for (i = 0; i < n; i++) {\n"
       "      sum = 0.0f;\n";
  C += Slot(2);
  C += "      for (j = 0; j < m; j++)\n"
       "        sum += c[i][j] * b[j] + B[i][j];\n"
       "      a[i] = sum;\n"
       "    }\n"
       "  }\n";
  C += Slot(3);
  C += "  t = a[0] + sq(b[n - 1]) + vol[1][2][3] + (float)dd[q];\n"
       "  d += t;\n"
       "  z[0] = w[0] + (float)d + C[0][0] + (float)s.len;\n"
       "}\n";
  return C;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  Verbose = getenv("CUACC_FUZZ_VERBOSE") && *getenv("CUACC_FUZZ_VERBOSE") &&
            strcmp(getenv("CUACC_FUZZ_VERBOSE"), "0");
  CheckRewrite = getenv("CUACC_FUZZ_CHECK_REWRITE") &&
                 !strcmp(getenv("CUACC_FUZZ_CHECK_REWRITE"), "1");
  // Kernels are generated but never compiled: findNvcc() finds nothing.
  setenv("CUACC_NVCC", "/nonexistent/cuacc-fuzz/nvcc", 1);
  CreateInvocationOptions CIO;
  CIO.VFS = fileSystem("");
  // The driver's path finds the resource directory (<stddef.h>).
  const char *Args[] = {CUACC_FUZZ_CLANG, "-std=gnu17", "-fsyntax-only", "-w",
                        FileName};
  Invocation = createInvocation(Args, std::move(CIO));
  if (!Invocation) {
    fprintf(stderr, "cuacc-fuzz: the driver made no invocation\n");
    abort();
  }
  // The driver asks cc1 to leak what it allocated (-disable-free).
  Invocation->getFrontendOpts().DisableFree = false;
  if (!Verbose) {
    // The dumps go to llvm::outs(); libFuzzer reports on stderr.
    fflush(stdout);
    int Null = open("/dev/null", O_WRONLY);
    if (Null >= 0) {
      dup2(Null, STDOUT_FILENO);
      close(Null);
    }
  }
  return 0;
}

/// Whether the text spells _Pragma, maybe split by backslash-newlines.
/// Clang 19 itself crashes on a malformed '_Pragma(' inside a pragma line
/// that expands its tokens (also '#pragma omp _Pragma(' with -fopenmp, no
/// plugin): see tools/fuzz/crashes/clang-pragma-operator-in-directive.
static bool spellsPragmaOperator(const std::string &Text) {
  std::string Joined;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\') {
      size_t J = I + 1;
      while (J < Text.size() && (Text[J] == ' ' || Text[J] == '\t' ||
                                 Text[J] == '\f' || Text[J] == '\v'))
        ++J;
      if (J < Text.size() && (Text[J] == '\n' || Text[J] == '\r')) {
        I = J;
        continue;
      }
    }
    Joined += Text[I];
  }
  return Joined.find("_Pragma") != std::string::npos;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // Up to four lines; a '\r' stays in its line (clang reads it as a break).
  std::vector<std::string> Lines;
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  if (spellsPragmaOperator(Text))
    return -1; // not added to the corpus
  size_t Start = 0;
  while (Lines.size() < 4 && Start <= Text.size()) {
    size_t End = Text.find('\n', Start);
    if (End == std::string::npos)
      End = Text.size();
    Lines.push_back(Text.substr(Start, End - Start));
    Start = End + 1;
  }
  // A trailing line break does not make an empty fourth directive.
  while (!Lines.empty() && Lines.back().empty())
    Lines.pop_back();
  std::string Code = translationUnit(Lines);
  if (Verbose)
    llvm::errs() << "=== input file\n" << Code;

  // 1. The planning parse.
  cuacc::PlanningResult Planned;
  Pass Planning;
  Planning.Role = Pass::Planning;
  Planning.Opts.Time = true;
  Planning.Opts.Emulate = true;
  Planning.Result = &Planned;
  run(Planning, Code);

  // 2. A parse of the file as written that lists itself, everything
  // reported.
  Pass Main;
  Main.Opts.Remarks = true;
  Main.Opts.DumpDirectives = Main.Opts.DumpLoops = Main.Opts.DumpDeps =
      Main.Opts.DumpData = Main.Opts.DumpSchedule = Main.Opts.DumpLowered =
          Main.Opts.DumpKernels = Main.Opts.DumpHost = true;
  run(Main, Code);
  llvm::outs().flush();

  // 3. The main parse as the plugin does it: of the rewritten file, giving
  // what the planning parse found (Rewrite.cpp: not after errors).
  const cuacc::FilePlan &Plan = Planned.Plan;
  if (!Planning.HadErrors && Plan.Changed) {
    if (Verbose)
      llvm::errs() << "=== rewritten file\n" << Plan.Text << "\n";
    Pass Rewritten;
    Rewritten.Role = Pass::Giving;
    Rewritten.Opts.Remarks = true;
    Rewritten.Given = std::move(Planned.Given);
    run(Rewritten, Plan.Text);
    if (CheckRewrite && Rewritten.HadErrors) {
      llvm::errs() << "cuacc-fuzz: the file has no errors, but the file "
                      "cuacc rewrote it into has\n=== input file\n"
                   << Code << "=== rewritten file\n"
                   << Plan.Text << "\n";
      abort();
    }
  }
  return 0;
}
