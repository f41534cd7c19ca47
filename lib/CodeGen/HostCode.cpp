//===- HostCode.cpp - the host side of an offloaded region -----------------===//

#include "CodeGen/HostCode.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

/// Generated text placed among the user's code, with warnings off for it
/// alone (compound literals are an extension in C++, -Wpedantic says so).
std::string quiet(const std::string &Text) {
  return "_Pragma(\"clang diagnostic push\") "
         "_Pragma(\"clang diagnostic ignored \\\"-Weverything\\\"\") " +
         Text + "_Pragma(\"clang diagnostic pop\") ";
}

const char *clauseConstant(ClauseKind K) {
  switch (K) {
  case ClauseKind::Copy: return "CUACC_COPY";
  case ClauseKind::Copyin: return "CUACC_COPYIN";
  case ClauseKind::Copyout: return "CUACC_COPYOUT";
  case ClauseKind::Local: return "CUACC_LOCAL";
  case ClauseKind::Updatein: return "CUACC_UPDATEIN";
  case ClauseKind::Updateout: return "CUACC_UPDATEOUT";
  case ClauseKind::Deviceptr: return "CUACC_DEVICEPTR";
  case ClauseKind::UpdateHost: return "CUACC_UPDATE_HOST";
  case ClauseKind::UpdateDevice: return "CUACC_UPDATE_DEVICE";
  default: return "0";
  }
}

/// What a generated call passes from the user's scope: variable addresses
/// (void *[]) and values of bounds (const long[]).
class CallSite {
public:
  explicit CallSite(ASTContext &Ctx) : Ctx(Ctx) {}

  size_t slot(const VarDecl *V) {
    auto It = std::find(Vars.begin(), Vars.end(), V);
    if (It != Vars.end())
      return It - Vars.begin();
    Vars.push_back(V);
    return Vars.size() - 1;
  }
  size_t constant(std::string Text) {
    Longs.push_back("(long)(" + Text + ")");
    return Longs.size() - 1;
  }
  std::string base(const VarDecl *V) {
    std::string A = "__v[" + std::to_string(slot(V)) + "]";
    return V->getType()->isArrayType() ? A : "*(void **)" + A;
  }
  /// "(void *[]){...}, (const long[]){...}": the call's first arguments.
  std::string arguments() const {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    OS << "(void *[]){";
    for (size_t I = 0; I < Vars.size(); ++I)
      OS << (I ? ", " : "") << "(void *)&" << Vars[I]->getName();
    if (Vars.empty())
      OS << "0";
    OS << "}, (const long[]){";
    for (size_t I = 0; I < Longs.size(); ++I)
      OS << (I ? ", " : "") << Longs[I];
    if (Longs.empty())
      OS << "0";
    OS << "}";
    return Out;
  }

  /// Fills Array[i] for each item with cuacc_section; Text prints an
  /// inferred bound (false when it cannot be evaluated at the call).
  bool items(const std::vector<DataItemPlan> &Items, const std::string &Array,
             const std::function<bool(const LinearExpr &, std::string &)> &Text,
             std::string &Out, std::string &Why);

  ASTContext &Ctx;
  std::vector<const VarDecl *> Vars;
  std::vector<std::string> Longs;
};

/// C text of a loop's trip count from its inclusive bounds (0 when the
/// loop does not run).
std::string tripCount(const std::string &Lo, const std::string &Hi,
                      long Step) {
  return "(" + Hi + " < " + Lo + " ? 0 : (" + Hi + " - " + Lo + ") / " +
         std::to_string(Step) + " + 1)";
}

class HostWriter {
public:
  HostWriter(const RegionAnalysis &R, const RegionSchedule &S, unsigned Index,
             ASTContext &Ctx)
      : R(R), M(R.Model), S(S), Ctx(Ctx), SM(Ctx.getSourceManager()),
        Id(std::to_string(Index)) {}
  RegionCode write();

private:
  const RegionAnalysis &R;
  const RegionModel &M;
  const RegionSchedule &S;
  ASTContext &Ctx;
  const SourceManager &SM;
  std::string Id;
  RegionCode Code;

  CallSite Call{Ctx};
  std::map<const VarDecl *, size_t> ItemOf;
  std::map<const VarDecl *, size_t> ReductionSlot;
  std::vector<std::string> Reductions; ///< their cuacc_section calls
  std::string Finish; ///< after the exit: results to the variables
  std::string Body;

  size_t slot(const VarDecl *V) { return Call.slot(V); }
  size_t constant(std::string Text) { return Call.constant(std::move(Text)); }
  std::string base(const VarDecl *V) { return Call.base(V); }
  /// A bound as C text at the call site; fails for symbols declared inside
  /// the region (not visible there).
  bool text(const LinearExpr &E, std::string &Out) {
    bool OK = true;
    Out = E.str({[&](Atom A) {
                   const VarDecl *V = M.Atoms[A].Var;
                   if (M.Atoms[A].IsIndex ||
                       !SM.isBeforeInTranslationUnit(
                           V->getLocation(), M.Region->Statement->getBeginLoc()))
                     OK = false;
                   return V->getName().str();
                 },
                 nullptr});
    return OK;
  }
  /// A loop's bounds as call-site values (their indices into __l).
  bool loopBounds(const Loop &L, const char *What, size_t &LI, size_t &HI) {
    std::string Lo, Hi;
    if (!text(L.Lower, Lo) || !text(L.Upper, Hi)) {
      fail(std::string("the bounds of the ") + What + " at line " +
           std::to_string(L.Line) + " change inside the region");
      return false;
    }
    LI = constant(Lo);
    HI = constant(Hi);
    return true;
  }
  bool dataItems();
  bool lastIndexValues();
  bool steps(const std::vector<HostStep> &Steps, std::vector<unsigned> &Host,
             const std::string &Indent);
  bool launch(unsigned KernelIndex, const std::vector<unsigned> &Host,
              const std::string &Indent);
  void fail(std::string Why) {
    if (Code.NotOffloaded.empty())
      Code.NotOffloaded = std::move(Why);
  }
};

} // namespace

bool CallSite::items(
    const std::vector<DataItemPlan> &Items, const std::string &Array,
    const std::function<bool(const LinearExpr &, std::string &)> &Text,
    std::string &Out, std::string &Why) {
  llvm::raw_string_ostream OS(Out);
  for (size_t I = 0; I < Items.size(); ++I) {
    const DataItemPlan &It = Items[I];
    const VarDecl *V = It.Var;
    std::vector<std::string> Extents = innerExtents(V, Ctx);
    size_t Rank = Extents.size() + 1;
    std::vector<std::string> Lo, Hi;
    auto WholeFirst = [&]() -> bool {
      const auto *CA =
          dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(V->getType()));
      if (!CA) {
        Why = "the extent of '" + It.Name + "' is unknown; name its section";
        return false;
      }
      Hi.push_back(std::to_string(CA->getSize().getZExtValue() - 1));
      return true;
    };
    if (It.Inferred) {
      for (const SectionBounds &B : It.Section) {
        std::string L, H;
        if (!Text(B.Lower, L) || !Text(B.Upper, H)) {
          Why = "a bound of '" + It.Name + "' is not visible before the region";
          return false;
        }
        Lo.push_back(L);
        Hi.push_back(H);
      }
      if (Lo.size() == 1)
        Rank = 1; // a linear section of a delinearized pointer
    } else {
      for (const Section &Sec : It.Source->Sections) {
        Lo.push_back(Sec.Lower ? Sec.Lower->str() : "0");
        if (Sec.Upper)
          Hi.push_back(Sec.Upper->str());
        else if (Lo.size() == 1 ? !WholeFirst() : false)
          return false;
        else if (Lo.size() > 1)
          Hi.push_back(Extents[Lo.size() - 2] + "-1");
      }
      if (Lo.empty()) { // a bare name: the whole declared array
        Lo.push_back("0");
        if (!WholeFirst())
          return false;
      }
      while (Lo.size() < Rank) {
        Lo.push_back("0");
        Hi.push_back(Extents[Lo.size() - 2] + "-1");
      }
    }
    size_t First = Longs.size();
    for (const std::string &L : Lo)
      constant(L);
    for (const std::string &H : Hi)
      constant(H);
    for (size_t K = 0; K + 1 < Rank; ++K)
      constant(Extents[K]);
    OS << "  cuacc_section(&" << Array << "[" << I << "], \"" << It.Name
       << "\", " << base(V) << ", sizeof(" << elementType(V, Ctx) << "), "
       << Rank << ", &__l[" << First << "], &__l[" << First + Rank
       << "], &__l[" << First + 2 * Rank << "], " << clauseConstant(It.Clause)
       << ");\n";
  }
  return true;
}

bool HostWriter::dataItems() {
  // A one-element device copy per reduction, starting from the variable's
  // value; the kernel combines its partial results into it.
  llvm::raw_string_ostream RS(Body);
  size_t Slot = R.Data.Items.size();
  for (const PrintedKernel &K : Code.Kernels)
    for (const KernelParam &KP : K.Params)
      if (KP.IsReduction) {
        std::string T = KP.Type.substr(0, KP.Type.size() - 2); // "float *"
        std::string V = "__rv" + std::to_string(Slot);
        if (!ReductionSlot.try_emplace(KP.Var, Slot).second) {
          fail("'" + KP.Var->getName().str() + "' is reduced by two kernels");
          return false;
        }
        RS << "  " << T << " " << V << " = *(" << T << " *)__v["
           << slot(KP.Var) << "];\n";
        Finish += "  *(" + T + " *)__v[" + std::to_string(slot(KP.Var)) +
                  "] = " + V + ";\n";
        Reductions.push_back("  cuacc_section(&__d[" + std::to_string(Slot) +
                             "], \"" + KP.Var->getName().str() + "\", &" + V +
                             ", sizeof(" + T +
                             "), 1, __zero, __zero, __zero, CUACC_COPY);\n");
        ++Slot;
      }
  if (!Reductions.empty())
    RS << "  static const long __zero[1] = {0};\n";
  std::string Why;
  if (!Call.items(R.Data.Items, "__d",
                  [&](const LinearExpr &E, std::string &T) { return text(E, T); },
                  Body, Why)) {
    fail(Why);
    return false;
  }
  for (const std::string &Item : Reductions)
    Body += Item;
  for (size_t I = 0; I < R.Data.Items.size(); ++I)
    ItemOf.try_emplace(R.Data.Items[I].Var, I);
  // Pointers that may alias: the device path only when their sections are
  // disjoint.
  llvm::raw_string_ostream OS(Body);
  for (const auto &[A, B] : R.Deps.OverlapChecks) {
    auto IA = ItemOf.find(A), IB = ItemOf.find(B);
    if (IA == ItemOf.end() || IB == ItemOf.end())
      continue;
    OS << "  if (cuacc_sections_overlap(&__d[" << IA->second << "], &__d["
       << IB->second << "])) {\n    cuacc_region_on_host(&__cuacc_r" << Id
       << ", \"the sections of '" << A->getName() << "' and '" << B->getName()
       << "' overlap\");\n    return 0;\n  }\n";
  }
  return true;
}

/// The final value of each loop index read after the region, set on the
/// host after the kernels (the device's copies were private): First +
/// trips * Step when every loop around it ran, as the loops would leave it.
bool HostWriter::lastIndexValues() {
  for (unsigned Id : M.LastIndexValues) {
    std::vector<const Loop *> Nest;
    for (int P = int(Id); P >= 0; P = M.Loops[P].Parent)
      Nest.insert(Nest.begin(), &M.Loops[P]);
    std::string Ran = "1", Trips;
    for (const Loop *L : Nest) {
      size_t LI, HI;
      if (!loopBounds(*L, "loop", LI, HI))
        return false;
      std::string Lo = "__l[" + std::to_string(LI) + "]",
                  Hi = "__l[" + std::to_string(HI) + "]";
      long Step = L->Step < 0 ? -L->Step : L->Step;
      Trips = tripCount(Lo, Hi, Step);
      if (L != Nest.back())
        Ran += " && " + Trips + " > 0";
      else
        Trips = "(" + (L->Step > 0 ? Lo : Hi) + " + " + Trips + " * " +
                std::to_string(L->Step) + "L)";
    }
    const VarDecl *V = M.Loops[Id].Index;
    if (V->getStorageClass() == SC_Register) {
      fail("the register variable '" + V->getName().str() +
           "' has no address to pass to the device");
      return false;
    }
    std::string T = V->getType().getUnqualifiedType().getAsString();
    Finish += "  if (" + Ran + ")\n    *(" + T + " *)__v[" +
              std::to_string(slot(V)) + "] = (" + T + ")" + Trips + ";\n";
  }
  return true;
}

bool HostWriter::launch(unsigned KI, const std::vector<unsigned> &Host,
                        const std::string &Indent) {
  const KernelPlan &K = S.Kernels[KI];
  const PrintedKernel &P = Code.Kernels[KI];
  llvm::raw_string_ostream OS(Body);
  OS << Indent << "{\n";
  std::string In = Indent + "  ";
  std::vector<std::string> Args;
  // Private arrays of run-time size: (parameter, element type).
  std::vector<std::pair<std::string, std::string>> Scratch;
  for (size_t I = 0; I < P.Params.size(); ++I) {
    const KernelParam &KP = P.Params[I];
    std::string Name = "__p" + std::to_string(I);
    Args.push_back("&" + Name);
    if (KP.IsReduction) {
      OS << In << "void *" << Name << " = __d[" << ReductionSlot.at(KP.Var)
         << "].device;\n";
      continue;
    }
    if (!KP.ScratchLength.empty()) { // set once the grid is known
      OS << In << "void *" << Name << " = 0;\n"
         << In << "long " << Name << "_len = __l[" << constant(KP.ScratchLength)
         << "];\n";
      Scratch.push_back({Name, KP.ScratchElement});
      continue;
    }
    if (!KP.ScratchLower.empty()) {
      OS << In << "long " << Name << " = __l[" << constant(KP.ScratchLower)
         << "];\n";
      continue;
    }
    if (KP.IsArray) {
      auto It = ItemOf.find(KP.Var);
      if (It == ItemOf.end()) {
        fail("the array '" + KP.Name + "' has no data clause in this region");
        return false;
      }
      OS << In << "void *" << Name << " = (char *)__d[" << It->second
         << "].device - ((char *)__d[" << It->second << "].host - (char *)"
         << base(KP.Var) << ");\n";
      continue;
    }
    auto HostIt = std::find_if(Host.begin(), Host.end(), [&](unsigned L) {
      return M.Loops[L].Index == KP.Var;
    });
    if (HostIt != Host.end()) {
      OS << In << KP.Type << " " << Name << " = (" << KP.Type << ")__t"
         << *HostIt << ";\n";
      continue;
    }
    OS << In << KP.Type << " " << Name << " = *(" << KP.Type << " *)__v["
       << slot(KP.Var) << "];\n";
  }
  OS << In << "void *__args[] = {";
  for (size_t I = 0; I < Args.size(); ++I)
    OS << (I ? ", " : "") << Args[I];
  if (Args.empty())
    OS << "0";
  OS << "};\n";
  OS << In << "unsigned __grid[3] = {1, 1, 1}, __block[3] = {1, 1, 1};\n"
     << In << "long __blocks[3] = {1, 1, 1}, __trips[3] = {0, 0, 0};\n";
  // Kernels that reduce keep the grid small, so few atomics contend; the
  // grid-stride loops cover the rest.
  long Limit[3] = {K.Reductions.empty() ? 1L << 20 : 1024, 65535, 65535};
  size_t Chunked = K.Grid.size();
  for (size_t D = 0; D < K.Grid.size(); ++D) {
    const Loop &L = M.Loops[K.Grid[D].Loop];
    // parallel(n): at most n blocks along this dimension.
    if (L.ForDirective)
      if (const Clause *Par = L.ForDirective->find(ClauseKind::Parallel);
          Par && Par->Count && *Par->Count < Limit[D])
        Limit[D] = *Par->Count;
    size_t LI, HI;
    if (!loopBounds(L, "loop", LI, HI))
      return false;
    unsigned V = K.Grid[D].Vector;
    if (K.Grid[D].Chunk > 1)
      Chunked = D;
    long Step = L.Step < 0 ? -L.Step : L.Step;
    OS << In << "__trips[" << D << "] = "
       << tripCount("__l[" + std::to_string(LI) + "]",
                    "__l[" + std::to_string(HI) + "]", Step)
       << ";\n"
       << In << "__blocks[" << D << "] = (__trips[" << D << "] + " << V - 1
       << ") / " << V << ";\n"
       << In << "__block[" << D << "] = " << V << ";\n";
  }
  if (K.LaneLoop && K.LaneDim == 0) // a warp's 32 lanes: one iteration
    OS << In << "__block[1] = __block[0];\n"
       << In << "__block[0] = 32;\n";
  if (K.LaneLoop && K.LaneDim == 1) // warps sharing each iteration
    OS << In << "__block[1] = " << LaneWarps << ";\n";
  // Several strips per block only where the grid stays at least two waves
  // of an H100 deep (132 SMs x 8 blocks); a smaller loop keeps one
  // iteration per thread.
  if (Chunked < K.Grid.size()) {
    unsigned C = K.Grid[Chunked].Chunk;
    OS << In << "if (__blocks[0] * __blocks[1] * __blocks[2] >= " << C
       << "L * 2048)\n"
       << In << "  __blocks[" << Chunked << "] = (__blocks[" << Chunked
       << "] + " << C - 1 << ") / " << C << ";\n";
  }
  for (size_t D = 0; D < K.Grid.size(); ++D)
    OS << In << "__grid[" << D << "] = __blocks[" << D << "] < 1 ? 1 : __blocks["
       << D << "] > " << Limit[D] << " ? " << Limit[D] << " : (unsigned)__blocks["
       << D << "];\n";
  // Every thread's copy of each private array of run-time size, in one
  // scratch buffer of at most 256 MiB: fewer blocks when it would be more
  // (the grid loops stride over the rest).
  if (!Scratch.empty()) {
    OS << In << "long __per_thread = 0;\n";
    for (auto &[Name, Elem] : Scratch)
      OS << In << "__per_thread += (" << Name << "_len > 0 ? " << Name
         << "_len : 0) * (long)sizeof(" << Elem << ");\n";
    OS << In << "while (__grid[0] > 1 && __per_thread * __grid[0] * __grid[1] "
                "* __grid[2] * __block[0] * __block[1] * __block[2] > (1L << "
                "28))\n"
       << In << "  __grid[0] = (__grid[0] + 1) / 2;\n"
       << In << "long __threads = (long)__grid[0] * __grid[1] * __grid[2] * "
                "__block[0] * __block[1] * __block[2];\n"
       << In << "char *__scratch = (char *)cuacc_scratch(&__cuacc_r" << Id
       << ", (size_t)(__per_thread * __threads));\n";
    for (auto &[Name, Elem] : Scratch)
      OS << In << Name << " = __scratch;\n"
         << In << "__scratch += (" << Name << "_len > 0 ? " << Name
         << "_len : 0) * (long)sizeof(" << Elem << ") * __threads;\n";
  }
  // An empty loop launches nothing (a reduction's variable keeps its value,
  // as in C).
  std::string Kernel =
      "&__cuacc_r" + Id + ", &__cuacc_k" + Id + "_" + std::to_string(KI) +
      ", __grid, __block, 0, __args";
  OS << In << "if (__blocks[0] > 0 && __blocks[1] > 0 && __blocks[2] > 0) {\n";
  if (K.Serial) {
    OS << In << "  cuacc_launch(" << Kernel << ");\n" << In << "}\n";
    OS << Indent << "}\n";
    return true;
  }
  // The entry with int counters when every counter stays below INT_MAX: an
  // iteration index plus at most one pass of the whole grid.
  OS << In << "  int __narrow = " << (K.NarrowPays ? 1 : 0) << ";\n";
  for (size_t D = 0; D < K.Grid.size(); ++D)
    OS << In << "  __narrow &= __trips[" << D << "] + (long)__grid[" << D
       << "] * " << K.Grid[D].Vector * K.Grid[D].Chunk
       << " < 2147483647L;\n";
  OS << In << "  if (__narrow)\n"
     << In << "    cuacc_launch_i32(" << Kernel << ");\n"
     << In << "  else\n"
     << In << "    cuacc_launch(" << Kernel << ");\n"
     << In << "}\n";
  OS << Indent << "}\n";
  return true;
}

bool HostWriter::steps(const std::vector<HostStep> &Steps,
                       std::vector<unsigned> &Host, const std::string &Indent) {
  for (const HostStep &St : Steps) {
    if (St.Kind == HostStep::Launch) {
      if (!launch(St.Kernel, Host, Indent))
        return false;
      continue;
    }
    const Loop &L = M.Loops[St.LoopId];
    size_t LI, HI;
    if (!loopBounds(L, "host loop", LI, HI))
      return false;
    std::string T = "__t" + std::to_string(St.LoopId);
    llvm::raw_string_ostream OS(Body);
    if (L.Step > 0)
      OS << Indent << "for (long " << T << " = __l[" << LI << "]; " << T
         << " <= __l[" << HI << "]; " << T << " += " << L.Step << ") {\n";
    else
      OS << Indent << "for (long " << T << " = __l[" << HI << "]; " << T
         << " >= __l[" << LI << "]; " << T << " -= " << -L.Step << ") {\n";
    Host.push_back(St.LoopId);
    bool OK = steps(St.Body, Host, Indent + "  ");
    Host.pop_back();
    if (!OK)
      return false;
    OS << Indent << "}\n";
  }
  return true;
}

RegionCode HostWriter::write() {
  if (!S.NotOffloaded.empty()) {
    Code.NotOffloaded = S.NotOffloaded;
    return std::move(Code);
  }
  Code.Kernels = printKernels(R, S, Ctx);
  for (const PrintedKernel &K : Code.Kernels)
    if (!K.Unsupported.empty()) {
      fail(K.Unsupported);
      return std::move(Code);
    }
  if (!dataItems() || !lastIndexValues())
    return std::move(Code);
  std::vector<unsigned> Host;
  std::string Launches;
  std::swap(Launches, Body);
  if (!steps(S.Steps, Host, "  "))
    return std::move(Code);
  std::swap(Launches, Body); // Body: data items; Launches: the steps

  // The call passes variables by address, which a register variable has not.
  for (const VarDecl *V : Call.Vars)
    if (V->getStorageClass() == SC_Register) {
      fail("the register variable '" + V->getName().str() +
           "' has no address to pass to the device");
      return std::move(Code);
    }

  const Directive &D = *M.Region;
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(D.Loc));
  std::string File = llvm::sys::path::filename(PL.getFilename()).str();
  size_t N = R.Data.Items.size() + ReductionSlot.size();
  std::string Fn = "__cuacc_region" + Id;
  Code.Prototype = "static int " + Fn + "(void **, const long *, int);";

  llvm::raw_string_ostream OS(Code.Definition);
  OS << "static cuacc_region __cuacc_r" << Id << " = {\"" << File << "\", \""
     << M.Function->getName() << "\", " << PL.getLine() << ", 0, 0};\n";
  for (size_t K = 0; K < S.Kernels.size(); ++K)
    OS << "static cuacc_kernel __cuacc_k" << Id << "_" << K
       << " = {&__cuacc_module, \"" << S.Kernels[K].Name << "\", "
       << S.Kernels[K].Line << ", 0};\n";
  OS << "static int " << Fn << "(void **__v, const long *__l, int __cond) {\n"
     << "  cuacc_data __d[" << (N ? N : 1) << "];\n"
     << Body << "  if (!cuacc_region_enter(&__cuacc_r" << Id << ", __d, " << N
     << ", __cond))\n    return 0;\n"
     << Launches << "  cuacc_region_exit(&__cuacc_r" << Id << ", __d, " << N
     << ");\n" << Finish << "  return 1;\n}\n";
  OS.flush();

  std::string Cond = "1";
  if (const Clause *If = D.find(ClauseKind::If))
    Cond = "(" + If->Condition->str() + ")";
  Code.CallPrefix =
      quiet("if (!" + Fn + "(" + Call.arguments() + ", " + Cond + ")) ");
  return std::move(Code);
}

RegionCode cuacc::generateRegion(const RegionAnalysis &R,
                                 const RegionSchedule &S, unsigned Index,
                                 ASTContext &Ctx) {
  return HostWriter(R, S, Index, Ctx).write();
}

namespace {
/// "{\"file.c\", \"f\", 12, IsData, 0}" for a directive's descriptor.
std::string descriptor(const Directive &D, bool IsData, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(D.Loc));
  return "{\"" + llvm::sys::path::filename(PL.getFilename()).str() + "\", \"" +
         D.Function->getName().str() + "\", " + std::to_string(PL.getLine()) +
         ", " + (IsData ? "1" : "0") + ", 0}";
}

/// The items of a data directive's clauses, filled into Array by code
/// evaluated with the call's arguments.
struct DirectiveItems {
  CallSite Call;
  std::vector<DataItemPlan> Items;
  std::string N, K, Fill;
  DirectiveItems(const Directive &D, unsigned Index, ASTContext &Ctx)
      : Call(Ctx), Items(explicitItems(D)), N(std::to_string(Index)),
        K(std::to_string(Items.size())) {}
  bool fill(const std::string &Array, std::string &Why) {
    return Call.items(
        Items, Array, [](const LinearExpr &, std::string &) { return false; },
        Fill, Why);
  }
};
} // namespace

DirectiveCode cuacc::generateDataRegion(const Directive &D, unsigned Index,
                                        ASTContext &Ctx) {
  DirectiveCode Code;
  DirectiveItems DI(D, Index, Ctx);
  const std::string &N = DI.N, &K = DI.K, &Fill = DI.Fill;
  CallSite &Call = DI.Call;
  const std::vector<DataItemPlan> &Items = DI.Items;
  if (!DI.fill("__s.d", Code.NotGenerated))
    return Code;
  std::string Cond = "1";
  if (const Clause *If = D.find(ClauseKind::If))
    Cond = "(" + If->Condition->str() + ")";
  std::string Enter = "__cuacc_data" + N, Exit = "__cuacc_data_exit" + N,
              Scope = "struct __cuacc_ds" + N;
  // The items live in a variable of the block the region becomes, so each
  // entry (recursive, or in several threads) has its own; the exit is that
  // variable's cleanup: it runs however the statement is left (its end,
  // return, break, goto), so no data stays present, stale, after it.
  Code.Prototype = Scope + " { cuacc_data d[" + (Items.empty() ? "1" : K) +
                   "]; int active; };\nstatic " + Scope + " " + Enter +
                   "(void **, const long *, int);\nstatic void " + Exit + "(" +
                   Scope + " *);";
  Code.Before = "{ " + quiet(Scope + " __cuacc_scope" + N +
                             " __attribute__((cleanup(" + Exit + "))) = " +
                             Enter + "(" + Call.arguments() + ", " + Cond +
                             "); ");
  Code.After = " }";
  Code.Definition =
      "static cuacc_region __cuacc_dr" + N + " = " + descriptor(D, true, Ctx) +
      ";\nstatic " + Scope + " " + Enter +
      "(void **__v, const long *__l, int __cond) {\n  " + Scope + " __s;\n" +
      Fill + "  __s.active = cuacc_region_enter(&__cuacc_dr" + N + ", __s.d, " +
      K + ", __cond);\n  return __s;\n}\nstatic void " + Exit + "(" + Scope +
      " *__s) {\n  if (__s->active)\n    cuacc_region_exit(&__cuacc_dr" + N +
      ", __s->d, " + K + ");\n}\n";
  return Code;
}

DirectiveCode cuacc::generateUpdate(const Directive &D, unsigned Index,
                                    ASTContext &Ctx) {
  DirectiveCode Code;
  DirectiveItems DI(D, Index, Ctx);
  const std::string &N = DI.N, &K = DI.K, &Fill = DI.Fill;
  CallSite &Call = DI.Call;
  if (!DI.fill("__d", Code.NotGenerated))
    return Code;
  std::string Fn = "__cuacc_update" + N;
  Code.Prototype = "static void " + Fn + "(void **, const long *);";
  Code.Before = quiet(Fn + "(" + Call.arguments() + "); ");
  Code.Definition = "static cuacc_region __cuacc_ur" + N + " = " +
                    descriptor(D, false, Ctx) + ";\nstatic void " + Fn +
                    "(void **__v, const long *__l) {\n  cuacc_data __d[" + K +
                    "];\n" + Fill + "  cuacc_update(&__cuacc_ur" + N +
                    ", __d, " + K + ");\n}\n";
  return Code;
}

DirectiveCode cuacc::generateHostScope(const Directive &Region,
                                       const HostAccess &A, unsigned Index,
                                       ASTContext &Ctx) {
  DirectiveCode Code;
  std::string Vars, Written;
  int N = 0;
  for (const HostVar &V : A.Vars) {
    QualType T = V.Var->getType();
    bool Address = T->isArrayType() || T->isPointerType();
    // A register variable has no address, so it cannot be present.
    if (!Address && V.Var->getStorageClass() == SC_Register)
      continue;
    Vars += std::string(N ? ", " : "") + "(void *)" + (Address ? "" : "&") +
            V.Var->getNameAsString();
    Written += std::string(N ? ", " : "") + (V.Written ? "1" : "0");
    ++N;
  }
  if (!N && A.Everything.empty())
    return Code;
  std::string Id = std::to_string(Index);
  Code.Prototype = "static cuacc_region __cuacc_hr" + Id + " = " +
                   descriptor(Region, false, Ctx) + ";";
  Code.Before =
      "{ " + quiet("cuacc_host_scope __cuacc_scope_host" + Id +
                   " __attribute__((cleanup(cuacc_host_exit))) = "
                   "cuacc_host_enter(&__cuacc_hr" + Id + ", " +
                   (N ? "(void *const[]){" + Vars + "}, (const unsigned "
                                                    "char[]){" + Written + "}"
                      : std::string("0, 0")) +
                   ", " + std::to_string(N) + ", " +
                   (A.Everything.empty() ? "0" : "1") + "); ");
  Code.After = " }";
  return Code;
}
