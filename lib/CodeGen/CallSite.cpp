//===- CallSite.cpp - what generated host code passes from the user's scope ===//

#include "CodeGen/CallSite.h"
#include "Analysis/CTypes.h"
#include "CodeGen/LoopText.h"
#include "clang/AST/Decl.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

std::string cuacc::quiet(const std::string &Text) {
  return "_Pragma(\"clang diagnostic push\") "
         "_Pragma(\"clang diagnostic ignored \\\"-Weverything\\\"\") " +
         Text + "_Pragma(\"clang diagnostic pop\") ";
}

size_t CallSite::slot(const VarDecl *V) {
  auto It = std::find(Vars.begin(), Vars.end(), V);
  if (It != Vars.end())
    return It - Vars.begin();
  Vars.push_back(V);
  return Vars.size() - 1;
}

size_t CallSite::constant(const std::string &Text) {
  std::string Long = "(long)(" + Text + ")";
  auto It = std::find(Longs.begin(), Longs.end(), Long);
  if (It != Longs.end())
    return It - Longs.begin();
  Longs.push_back(std::move(Long));
  return Longs.size() - 1;
}

std::string CallSite::tripSum(const TripTextSum &Sum) {
  std::string Out = "0.0";
  for (const std::vector<TripText> &Product : Sum) {
    Out += " + 1.0";
    for (const TripText &T : Product)
      Out += " * (double)" +
             tripCountText("(long)__l[" + std::to_string(constant(T.Lower)) +
                               "]",
                           "(long)__l[" + std::to_string(constant(T.Upper)) +
                               "]",
                           T.Step, TripCountIn::Host);
  }
  return Out;
}

std::string CallSite::hostPays(const std::string &Region,
                               const std::string &Data, size_t N,
                               const HostRunText &Run) {
  return "cuacc_host_pays(&" + Region + ", " + Data + ", " + std::to_string(N) +
         ", " + tripSum(Run.Work) + ", " + tripSum(Run.InBlock) + ", " +
         tripSum(Run.Launches) + ", " + (Run.MayAlias ? "1" : "0") + ")";
}

std::string CallSite::base(const VarDecl *V) {
  std::string A = "__v[" + std::to_string(slot(V)) + "]";
  return V->getType().getNonReferenceType()->isArrayType() ? A : "*(void **)" + A;
}

std::string CallSite::arguments() const {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "(void *[]){";
  for (size_t I = 0; I < Vars.size(); ++I) {
    std::string Name = sourceName(Vars[I]);
    // A register variable of C, which the kernels only read
    // (Lowering::addressesExist): the address of a copy.
    if (Vars[I]->getStorageClass() == SC_Register)
      Name = "(__typeof__(" + Name + ")){" + Name + "}";
    OS << (I ? ", " : "") << "(void *)&" << Name;
  }
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

static const char *clauseConstant(ClauseKind K) {
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
  case ClauseKind::Present: return "CUACC_PRESENT";
  case ClauseKind::Delete: return "CUACC_DELETE";
  default: return "0";
  }
}

std::string CallSite::items(const std::vector<DataItemDesc> &Items,
                            const std::string &Array,
                            const std::string &Flags) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  for (size_t I = 0; I < Items.size(); ++I) {
    const DataItemDesc &It = Items[I];
    // The item's bounds, then its extents, side by side for the runtime;
    // each value passed once (items share their bounds: fewer stores at
    // the call, which stays cheap to inline with the user's function).
    std::vector<size_t> At;
    for (const std::string &L : It.Lower)
      At.push_back(constant(L));
    for (const std::string &H : It.Upper)
      At.push_back(constant(H));
    // Rows through pointers have no extents: each row is its own array.
    for (size_t K = 0; K + 1 < It.Rank && !It.Rows; ++K)
      At.push_back(constant(It.Extents[K]));
    OS << "  {\n    const long __b[] = {";
    for (size_t K = 0; K < At.size(); ++K)
      OS << (K ? ", " : "") << "__l[" << At[K] << "]";
    // In a template the element type may be a parameter's ('T *p'), which
    // the helper outside it cannot name: its size comes from the call.
    std::string Size = "sizeof(" + It.ElementType + ")";
    if (It.Var->getType()->isDependentType()) {
      std::string Element = sourceName(It.Var);
      for (unsigned K = 0; K < It.Rank; ++K)
        Element += "[0]";
      Size = "__l[" + std::to_string(constant("sizeof(" + Element + ")")) +
             "]";
    }
    OS << "};\n    cuacc_section(&" << Array << "[" << I << "], \"" << It.Name
       << "\", " << base(It.Var) << ", " << Size << ", "
       << It.Rank << ", __b, __b + " << It.Rank << ", __b + " << 2 * It.Rank
       << ", " << clauseConstant(It.Clause)
       << (It.Zero ? " | CUACC_ZERO" : "") << (It.Rows ? " | CUACC_ROWS" : "")
       << (It.NoCreate ? " | CUACC_NO_CREATE" : "")
       << Flags << ");\n  }\n";
  }
  return Out;
}

std::string cuacc::regionDescriptor(const std::string &File,
                                    const std::string &Function, unsigned Line,
                                    llvm::StringRef Construct, bool IsData) {
  // The runtime's cuacc_construct names; another spelling says nothing.
  static const char *Known[] = {
      "region",       "region for", "data region",   "kernels",
      "kernels loop", "parallel",   "parallel loop", "serial",
      "serial loop",  "data",       "enter data",    "exit data",
      "update",       "host code"};
  std::string Kind = IsData ? "CUACC_DATA_CONSTRUCT" : "0";
  for (const char *K : Known)
    if (Construct == K) {
      std::string Name = llvm::StringRef(K).upper();
      std::replace(Name.begin(), Name.end(), ' ', '_');
      Kind += " | CUACC_CONSTRUCT_" + Name + " << CUACC_CONSTRUCT_SHIFT";
    }
  return "{" + cStringLiteral(File) + ", " + cStringLiteral(Function) + ", " +
         std::to_string(Line) + ", " + Kind + ", 0}";
}

std::string cuacc::cStringLiteral(llvm::StringRef Text) {
  std::string Out = "\"";
  for (char C : Text) {
    if (C == '\\' || C == '"')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}
