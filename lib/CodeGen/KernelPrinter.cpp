//===- KernelPrinter.cpp - CUDA C for the kernels of a region --------------===//

#include "CodeGen/KernelPrinter.h"
#include "CodeGen/CudaNames.h"
#include "Analysis/Effects.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace cuacc;
using namespace clang;

static std::string exprText(const Expr *E, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  E->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
  return S;
}

std::vector<std::string> cuacc::innerExtents(const VarDecl *V,
                                             ASTContext &Ctx) {
  QualType T = V->getType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  else if (const ArrayType *A = Ctx.getAsArrayType(T))
    T = A->getElementType();
  std::vector<std::string> Out;
  while (const ArrayType *A = Ctx.getAsArrayType(T)) {
    if (const auto *C = dyn_cast<ConstantArrayType>(A))
      Out.push_back(std::to_string(C->getSize().getZExtValue()));
    else if (const auto *VA = dyn_cast<VariableArrayType>(A))
      Out.push_back("(" + exprText(VA->getSizeExpr(), Ctx) + ")");
    else
      Out.push_back("?");
    T = A->getElementType();
  }
  return Out;
}

std::vector<const VarDecl *> cuacc::extentVariables(const VarDecl *V,
                                                    ASTContext &Ctx) {
  std::vector<const VarDecl *> Out;
  QualType T = V->getType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>()) {
      T = P->getPointeeType();
      continue;
    }
    const ArrayType *A = Ctx.getAsArrayType(T);
    if (!A)
      break;
    if (const auto *VA = dyn_cast<VariableArrayType>(A)) {
      struct Refs : RecursiveASTVisitor<Refs> {
        std::vector<const VarDecl *> *Out;
        bool VisitDeclRefExpr(DeclRefExpr *D) {
          if (const auto *X = dyn_cast<VarDecl>(D->getDecl()))
            if (std::find(Out->begin(), Out->end(), X) == Out->end())
              Out->push_back(X);
          return true;
        }
      } R;
      R.Out = &Out;
      R.TraverseStmt(VA->getSizeExpr());
    }
    T = A->getElementType();
  }
  return Out;
}

std::string cuacc::elementType(const VarDecl *V, ASTContext &Ctx) {
  QualType T = V->getType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const ArrayType *A = Ctx.getAsArrayType(T))
      T = A->getElementType();
    else
      break;
  }
  return T.getCanonicalType().getUnqualifiedType().getAsString();
}

namespace {

/// Prints multi-dimensional references as one linear subscript and enum
/// constants as their values; everything else prints as Clang does.
class KernelExprHelper : public PrinterHelper {
public:
  KernelExprHelper(ASTContext &Ctx, std::string &Unsupported)
      : Ctx(Ctx), Policy(Ctx.getLangOpts()), Unsupported(Unsupported) {
    Policy.Bool = true;
  }
  /// User functions called, callees before callers.
  std::vector<std::pair<std::string, std::string>> Functions;
  /// Loops with unroll(n), and the one being printed with its pragma.
  std::map<const ForStmt *, int64_t> Unroll;
  const ForStmt *Unrolling = nullptr;
  /// A lane loop (KernelPlan::LaneLoop): printed as LaneHead, the loop over
  /// this lane's iterations with LaneIndex declared first, then LaneTail;
  /// the statements in LaneZeroOnly run on lane 0 alone.
  const ForStmt *LaneLoop = nullptr;
  std::string LaneHead, LaneFor, LaneIndex, LaneTail, LaneZeroGuard;
  std::set<const Stmt *> LaneZeroOnly;
  const Stmt *Guarding = nullptr;
  /// Private arrays of run-time size: their references go to this thread's
  /// element-major slice of a scratch buffer (a warp's threads reading the
  /// same element read consecutive addresses).
  std::set<const VarDecl *> Scratch;
  /// References read through a cache tile, and what they become.
  std::map<const Expr *, std::string> Tiled;
  bool handledStmt(Stmt *S, raw_ostream &OS) override;
  /// A declaration's declarators, initializers through this helper: each
  /// its own declaration, or (ForInit) one list of a single type, with no
  /// ';'. False when Clang's printer must do it.
  bool printDeclarators(const DeclStmt *DS, raw_ostream &OS, bool ForInit) {
    const VarDecl *First = nullptr;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || Scratch.count(V) || V->getStorageClass() != SC_None ||
          (V->hasInit() && V->getInitStyle() != VarDecl::CInit) ||
          (ForInit && First && V->getType() != First->getType()))
        return false;
      if (!First)
        First = V;
    }
    for (const Decl *D : DS->decls()) {
      const auto *V = cast<VarDecl>(D);
      if (!ForInit || V == First)
        V->getType().print(OS, Policy, V->getName());
      else
        OS << ", " << V->getName();
      if (const Expr *Init = V->getInit())
        OS << " = " << print(Init);
      if (!ForInit)
        OS << ";\n";
    }
    return true;
  }
  std::string print(const Stmt *S) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    S->printPretty(OS, this, Policy);
    return Out;
  }

private:
  ASTContext &Ctx;
  PrintingPolicy Policy;
  std::string &Unsupported;
  std::set<const FunctionDecl *> Visiting;

  /// Carries a function of this file into the kernel file as __device__:
  /// scalar or plain-pointer parameters, no globals (there are none on the
  /// device). Its own calls come first.
  void addFunction(const FunctionDecl *F) {
    std::string Name = F->getName().str();
    for (auto &[N, T] : Functions)
      if (N == Name)
        return;
    if (!Visiting.insert(F).second)
      return;
    auto Reject = [&](std::string Why) {
      if (Unsupported.empty())
        Unsupported = "the call to '" + Name + "' cannot run on the device: " +
                      Why;
    };
    for (const ParmVarDecl *P : F->parameters()) {
      QualType T = P->getType();
      if (!T->isScalarType() ||
          (T->isPointerType() && !T->getPointeeType()->isScalarType()))
        return Reject("parameter '" + P->getName().str() +
                      "' is not a scalar or a plain pointer");
    }
    struct Uses : RecursiveASTVisitor<Uses> {
      KernelExprHelper *H;
      std::string Global;
      bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
          if (V->hasGlobalStorage() && Global.empty())
            Global = V->getName().str();
        return true;
      }
      bool VisitCallExpr(CallExpr *C) {
        if (const FunctionDecl *G = C->getDirectCallee())
          if (const FunctionDecl *Def = G->getDefinition())
            H->addFunction(Def);
        return true;
      }
    } U;
    U.H = this;
    U.TraverseStmt(F->getBody());
    if (!U.Global.empty())
      return Reject("it uses the global '" + U.Global + "'");
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << "static __device__ ";
    F->print(OS, Policy);
    OS << "\n";
    OS.flush();
    // 'static' printed by Clang too would repeat: keep one.
    size_t Twice = Text.find("static __device__ static ");
    if (Twice == 0)
      Text.erase(18, 7);
    Functions.push_back({Name, Text});
  }
};

bool KernelExprHelper::handledStmt(Stmt *S, raw_ostream &OS) {
  if (S == LaneLoop) {
    const Stmt *Body = LaneLoop->getBody();
    OS << "  {\n" << LaneHead << LaneFor << " {\n" << LaneIndex << print(Body)
       << (isa<Expr>(Body) ? ";\n" : "\n") << "}\n" << LaneTail << "}\n";
    return true;
  }
  if (LaneZeroOnly.count(S) && Guarding != S) {
    const Stmt *Saved = Guarding;
    Guarding = S;
    if (isa<Expr>(S)) // the statement printer adds the ';'
      OS << "if (" << LaneZeroGuard << ") " << print(S);
    else
      OS << "  if (" << LaneZeroGuard << ") {\n" << print(S) << "}\n";
    Guarding = Saved;
    return true;
  }
  // unroll(n) on a loop the kernel runs: nvcc's #pragma unroll before it.
  // A loop that declares its index is printed here too, its declarators
  // like any declaration's (Clang prints a for-init declaration without
  // this helper).
  if (auto *F = dyn_cast<ForStmt>(S)) {
    auto It = Unroll.find(F);
    bool Unrolled = It != Unroll.end() && Unrolling != F;
    std::string Init;
    llvm::raw_string_ostream InitOS(Init);
    const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit());
    bool OwnInit = DS && printDeclarators(DS, InitOS, /*ForInit=*/true);
    if (!Unrolled && !OwnInit)
      return false;
    if (Unrolled)
      OS << "\n#pragma unroll " << It->second << "\n";
    if (OwnInit) {
      OS << "for (" << InitOS.str() << "; "
         << (F->getCond() ? print(F->getCond()) : "") << "; "
         << (F->getInc() ? print(F->getInc()) : "") << ") ";
      // An expression body printed alone has no ';'.
      const Stmt *Body = F->getBody();
      if (isa<CompoundStmt>(Body))
        OS << print(Body);
      else
        OS << "{\n" << print(Body) << (isa<Expr>(Body) ? ";" : "") << "\n}\n";
      return true;
    }
    const ForStmt *Saved = Unrolling;
    Unrolling = F;
    S->printPretty(OS, this, Policy);
    Unrolling = Saved;
    return true;
  }
  // Clang's declaration printer prints initializers without this helper,
  // so 'int v = b[i][2] + h(i);' would keep its 2-D reference and host
  // call: print the declarators here, their initializers through the helper.
  if (auto *DS = dyn_cast<DeclStmt>(S))
    return printDeclarators(DS, OS, /*ForInit=*/false);
  // sizeof and _Alignof are C's values, not CUDA C++'s: sizeof('x') is 4
  // in C and 1 in C++. (A variable-length array's size never gets here.)
  if (auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S)) {
    Expr::EvalResult R;
    if (U->EvaluateAsInt(R, Ctx)) {
      OS << "((unsigned long)" << R.Val.getInt().getZExtValue() << "ul)";
      return true;
    }
    return false;
  }
  if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
    if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl())) {
      OS << EC->getInitVal().getSExtValue();
      return true;
    }
    return false;
  }
  if (auto *Call = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *F = Call->getDirectCallee();
    if (const FunctionDecl *Def = F ? F->getDefinition() : nullptr)
      addFunction(Def);
    else if ((!F || !isKnownMathFunction(F->getNameAsString())) &&
             Unsupported.empty())
      Unsupported = F ? "the call to '" + F->getNameAsString() +
                            "' cannot run on the device: it is not defined "
                            "in this file"
                      : "an indirect call cannot run on the device";
    return false;
  }
  auto *ASE = dyn_cast<ArraySubscriptExpr>(S);
  if (!ASE)
    return false;
  if (auto It = Tiled.find(ASE); It != Tiled.end()) {
    OS << It->second;
    return true;
  }
  std::vector<Expr *> Indices;
  Expr *Base = ASE;
  while (auto *A = dyn_cast<ArraySubscriptExpr>(Base->IgnoreParenImpCasts())) {
    Indices.insert(Indices.begin(), A->getIdx());
    Base = A->getBase();
  }
  const auto *DR = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!V)
    return false;
  if (Scratch.count(V)) {
    std::string N = "__priv_" + V->getName().str();
    OS << N << "[((long)(" << print(Indices.back()) << ") - " << N
       << "_lo) * __cuacc_threads + __cuacc_tid]";
    return true;
  }
  std::vector<std::string> Extents = innerExtents(V, Ctx);
  if (Extents.empty())
    return false;
  if (Indices.size() != Extents.size() + 1) {
    if (Unsupported.empty())
      Unsupported = "a partial reference to the array '" + V->getName().str() +
                    "'";
    return false;
  }
  std::string Linear = "(long)(" + print(Indices[0]) + ")";
  for (size_t K = 0; K < Extents.size(); ++K)
    Linear = "(" + Linear + " * " + Extents[K] + " + (" + print(Indices[K + 1]) +
             "))";
  OS << V->getName() << "[" << Linear << "]";
  return true;
}

class KernelBuilder {
public:
  KernelBuilder(const RegionAnalysis &R, ASTContext &Ctx)
      : R(R), M(R.Model), Ctx(Ctx), SM(Ctx.getSourceManager()) {}
  PrintedKernel build(const KernelPlan &K);

private:
  const RegionAnalysis &R;
  const RegionModel &M;
  ASTContext &Ctx;
  const SourceManager &SM;

  std::string scratchArray(const VarDecl *V, const std::vector<unsigned> &Loops,
                           PrintedKernel &P, std::set<const VarDecl *> &Scratch);
  unsigned tileExtent(const KernelPlan &K, const CachedArray &CA, size_t D) {
    return K.Grid[CA.Grid[D]].Vector + unsigned(CA.Hi[D] - CA.Lo[D]);
  }
  std::string cacheLoads(const KernelPlan &K, const std::string &Indent,
                         std::map<const Expr *, std::string> &Tiled);
  std::string bound(const LinearExpr &E) const {
    return "(" + E.str({[this](Atom A) { return M.atomName(A); }, nullptr}) +
           ")";
  }
};

} // namespace

/// A private array whose size is known only at run time becomes a pair of
/// kernel parameters (see KernelParam::ScratchLength); returns why it
/// cannot, otherwise.
std::string KernelBuilder::scratchArray(const VarDecl *V,
                                        const std::vector<unsigned> &Loops,
                                        PrintedKernel &P,
                                        std::set<const VarDecl *> &Scratch) {
  std::string Name = V->getName().str(), Lower = "0", Length;
  QualType T = V->getType();
  if (const VariableArrayType *VA = Ctx.getAsVariableArrayType(T)) {
    if (Ctx.getAsArrayType(VA->getElementType()))
      return "the private array '" + Name +
             "' has more than one dimension and no constant size";
    Length = exprText(VA->getSizeExpr(), Ctx);
  } else if (T->isPointerType() && T->getPointeeType()->isScalarType()) {
    const Section *Sec = nullptr;
    for (unsigned L : Loops)
      if (const Directive *D = M.Loops[L].ForDirective)
        for (const Clause &C : D->Clauses)
          if (C.Kind == ClauseKind::Private)
            for (const DataItem &I : C.Items)
              if (I.Name == Name && I.Sections.size() == 1)
                Sec = &I.Sections.front();
    if (!Sec || !Sec->Upper)
      return "the private array '" + Name + "' has no size: name its "
             "section, as private(" + Name + "[0:n-1])";
    if (Sec->Lower)
      Lower = Sec->Lower->str();
    Length = "(" + Sec->Upper->str() + ") - (" + Lower + ") + 1";
  } else {
    return "the private array '" + Name + "' has no constant size";
  }
  KernelParam Buffer{V, false, elementType(V, Ctx) + " *", "__priv_" + Name,
                     false, Length, elementType(V, Ctx)};
  KernelParam First{V, false, "long", "__priv_" + Name + "_lo", false, "", "",
                    Lower};
  P.Params.push_back(Buffer);
  P.Params.push_back(First);
  Scratch.insert(V);
  return "";
}

/// The block's tile of each cached array, loaded by all its threads: the
/// elements its iterations read (index + Lo .. index + Hi along each
/// dimension), clipped to what the loop's last iteration reads. Fills in
/// Tiled with the references that read the tile: those whose subscripts are
/// the grid index plus a constant inside the cached range.
std::string KernelBuilder::cacheLoads(const KernelPlan &K,
                                      const std::string &Indent,
                                      std::map<const Expr *, std::string> &Tiled) {
  static const char *Dim[] = {"x", "y", "z"};
  std::string Out;
  for (const CachedArray &CA : K.Cached) {
    std::string Tile = "__cache_" + CA.Name;
    std::vector<std::string> Origin, Last;
    for (size_t D = 0; D < CA.Grid.size(); ++D) {
      unsigned G = CA.Grid[D];
      const Loop &L = M.Loops[K.Grid[G].Loop];
      Origin.push_back("((long)" + bound(L.Lower) + " + (long)__c" +
                       std::to_string(G) + " * " +
                       std::to_string(K.Grid[G].Vector) + " + (" +
                       std::to_string(CA.Lo[D]) + "))");
      Last.push_back("((long)" + bound(L.Upper) + " + (" +
                     std::to_string(CA.Hi[D]) + "))");
    }
    // Each dimension of the tile walked by the threads of the grid dimension
    // it follows: rows of the tile load as coalesced rows, without division.
    std::vector<std::string> At(CA.Grid.size());
    std::string Fits, Cell, Loops, Pad = Indent;
    for (size_t D = 0; D < CA.Grid.size(); ++D) {
      unsigned G = CA.Grid[D];
      std::string T = "__t" + std::to_string(D);
      Loops += Pad + "for (int " + T + " = threadIdx." + Dim[G] + "; " + T +
               " < " + std::to_string(tileExtent(K, CA, D)) + "; " + T +
               " += " + std::to_string(K.Grid[G].Vector) + ")\n";
      Pad += "  ";
      At[D] = "(" + Origin[D] + " + " + T + ")";
      Fits += (D ? " && " : "") + At[D] + " <= " + Last[D];
      Cell += "[" + T + "]";
    }
    // The element as the kernel's own references address it.
    std::vector<std::string> Extents = innerExtents(CA.Var, Ctx);
    std::string Linear = At[0];
    for (size_t D = 1; D < CA.Grid.size(); ++D)
      Linear = "(" + Linear + " * " + Extents[D - 1] + " + " + At[D] + ")";
    Out += Loops + Pad + "if (" + Fits + ")\n" + Pad + "  " + Tile + Cell +
           " = " + CA.Name + "[" + Linear + "];\n";

    for (const ArrayAccess &A : M.Accesses) {
      if (A.Array != CA.Var || A.IsWrite ||
          A.Subscripts.size() != CA.Grid.size())
        continue;
      std::string Ref = Tile;
      bool Fit = true;
      for (size_t D = 0; D < CA.Grid.size() && Fit; ++D) {
        unsigned G = CA.Grid[D];
        const Subscript &Sub = A.Subscripts[D];
        LinearExpr Rest =
            Sub.Expr - LinearExpr::atom(M.Loops[K.Grid[G].Loop].IndexAtom);
        Fit = Sub.Affine && Rest.isConstant() &&
              Rest.constant() >= CA.Lo[D] && Rest.constant() <= CA.Hi[D];
        if (Fit)
          Ref += "[threadIdx." + std::string(Dim[G]) + " + " +
                 std::to_string(Rest.constant() - CA.Lo[D]) + "]";
      }
      if (Fit)
        Tiled[A.E] = Ref;
    }
  }
  return Out;
}

PrintedKernel KernelBuilder::build(const KernelPlan &K) {
  PrintedKernel P;
  P.Name = K.Name;
  // Reductions: a partial per thread from the identity, combined at the end.
  std::vector<std::string> ReductionInit, ReductionCombine;
  std::set<const VarDecl *> Reduced;
  unsigned BlockThreads = 1;
  for (const GridDim &G : K.Grid)
    BlockThreads *= G.Vector;
  for (const Reduction &Red : K.Reductions) {
    std::string Type = Red.Var->getType().getCanonicalType()
                           .getUnqualifiedType().getAsString();
    std::string Functor, Identity;
    if (!reductionParts(Red.Op, Type, Functor, Identity)) {
      if (P.Unsupported.empty())
        P.Unsupported = (reductionName(Red.Op) + " reductions of '" + Type +
                         "' are not generated yet").str();
      continue;
    }
    // The partial result reaches the host only at the region's end: the
    // variable may not be used elsewhere in the region meanwhile.
    if (countRefs(M.Region->Statement, Red.Var) !=
        countRefs(K.Body.front(), Red.Var)) {
      if (P.Unsupported.empty())
        P.Unsupported = "the reduction variable '" +
                        Red.Var->getName().str() +
                        "' is used elsewhere in the region";
      continue;
    }
    std::string Slot = "__red_" + Red.Var->getName().str();
    std::string X = Red.Var->getName().str();
    Reduced.insert(Red.Var);
    ReductionInit.push_back(Type + " " + X + " = " + Identity + ";");
    std::string Lane = "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * "
                       "threadIdx.z)) % 32 == 0";
    if (BlockThreads % 32 == 0)
      ReductionCombine.push_back(X + " = __cuacc_warp_reduce<" + Functor + ">(" +
                                 X + ");\n  if (" + Lane + ")\n    " +
                                 "__cuacc_atomic<" + Functor + ">(" + Slot +
                                 ", " + X + ");");
    else
      ReductionCombine.push_back("__cuacc_atomic<" + Functor + ">(" + Slot +
                                 ", " + X + ");");
    KernelParam RP{Red.Var, true, Type + " *", Slot};
    RP.IsReduction = true;
    P.Params.push_back(RP);
  }
  // Arrays made private by the user: one copy per thread, in its local
  // memory, when their size is a constant.
  std::set<std::string> PrivateArrayNames;
  std::vector<unsigned> KernelLoops = K.InnerLoops;
  for (const GridDim &G : K.Grid)
    KernelLoops.push_back(G.Loop);
  for (unsigned L : KernelLoops)
    for (const std::string &A : R.Verdicts[L].PrivateArrays)
      PrivateArrayNames.insert(A);

  // The statements the kernel runs, and the variables they use.
  std::vector<const Stmt *> Body = K.Body;
  std::set<const VarDecl *> GridIndices;
  for (const GridDim &G : K.Grid)
    GridIndices.insert(M.Loops[G.Loop].Index);
  std::vector<const VarDecl *> Used;
  std::set<const VarDecl *> Assigned;
  std::set<const VarDecl *> Arrays;
  struct Collect : RecursiveASTVisitor<Collect> {
    std::vector<const VarDecl *> *Used;
    std::set<const VarDecl *> *Assigned, *Arrays;
    void use(const VarDecl *V) {
      if (std::find(Used->begin(), Used->end(), V) == Used->end())
        Used->push_back(V);
    }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
        use(V);
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp())
        if (const VarDecl *V = referencedVar(B->getLHS()))
          Assigned->insert(V);
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)
        if (const VarDecl *V = referencedVar(U->getSubExpr()))
          Assigned->insert(V);
      return true;
    }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) {
      if (const VarDecl *V = referencedVar(A->getBase()))
        Arrays->insert(V);
      return true;
    }
  } C;
  C.Used = &Used;
  C.Assigned = &Assigned;
  C.Arrays = &Arrays;
  const Stmt *Inner = nullptr;
  if (K.Serial) {
    for (const Stmt *S : Body)
      C.TraverseStmt(const_cast<Stmt *>(S));
  } else {
    // Grid loops by depth: the body of the deepest is the kernel body.
    unsigned Deepest = K.Grid.front().Loop;
    for (const GridDim &G : K.Grid)
      if (M.Loops[G.Loop].Depth > M.Loops[Deepest].Depth)
        Deepest = G.Loop;
    Inner = M.Loops[Deepest].Stmt->getBody();
    C.TraverseStmt(const_cast<Stmt *>(Inner));
    for (const GridDim &G : K.Grid)
      for (const LinearExpr *E : {&M.Loops[G.Loop].Lower, &M.Loops[G.Loop].Upper})
        for (const auto &[Mono, Coef] : E->terms())
          for (Atom A : Mono)
            C.use(M.Atoms[A].Var);
  }
  SourceRange BodyRange = K.Serial
                              ? SourceRange(Body.front()->getBeginLoc(),
                                            Body.back()->getEndLoc())
                              : Inner->getSourceRange();
  auto DeclaredInside = [&](const VarDecl *V) {
    SourceLocation L = SM.getExpansionLoc(V->getLocation());
    return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(BodyRange.getBegin())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(BodyRange.getEnd()), L);
  };

  std::vector<std::string> Privates;
  std::set<const VarDecl *> Seen;
  auto AddParam = [&](const VarDecl *V) {
    if (!Seen.insert(V).second)
      return;
    QualType T = V->getType();
    bool IsArray = T->isArrayType() || T->isPointerType();
    if (IsArray) {
      P.Params.push_back({V, true, elementType(V, Ctx) + " *", V->getName().str()});
      for (const VarDecl *E : extentVariables(V, Ctx))
        if (Seen.insert(E).second)
          P.Params.push_back({E, false,
                              E->getType().getCanonicalType().getUnqualifiedType().getAsString(),
                              E->getName().str()});
      return;
    }
    P.Params.push_back({V, false,
                        T.getCanonicalType().getUnqualifiedType().getAsString(),
                        V->getName().str()});
  };
  KernelExprHelper Helper(Ctx, P.Unsupported);
  std::vector<std::string> LocalArrays;
  for (const VarDecl *V : Used) {
    if (GridIndices.count(V) || DeclaredInside(V) || Reduced.count(V))
      continue;
    if (PrivateArrayNames.count(V->getName().str())) {
      // Flat: references are linearized like any multi-dimensional array.
      uint64_t Size = 1;
      QualType T = V->getType();
      while (const auto *CA = dyn_cast_or_null<ConstantArrayType>(
                 Ctx.getAsArrayType(T))) {
        Size *= CA->getSize().getZExtValue();
        T = CA->getElementType();
      }
      if (Size == 1 || Ctx.getAsArrayType(T)) {
        std::string Why = scratchArray(V, KernelLoops, P, Helper.Scratch);
        if (!Why.empty() && P.Unsupported.empty())
          P.Unsupported = Why;
        continue;
      }
      LocalArrays.push_back(elementType(V, Ctx) + " " + V->getName().str() +
                            "[" + std::to_string(Size) + "];");
      continue;
    }
    QualType T = V->getType();
    bool IsArray = T->isArrayType() || (T->isPointerType() && Arrays.count(V));
    if (IsArray) {
      AddParam(V);
      continue;
    }
    if (T->isPointerType()) {
      if (P.Unsupported.empty())
        P.Unsupported = "the pointer '" + V->getName().str() +
                        "' is used other than as an array";
      continue;
    }
    if (Assigned.count(V)) {
      if (K.Serial && P.Unsupported.empty())
        P.Unsupported = "serial code assigns the scalar '" +
                        V->getName().str() + "'";
      Privates.push_back(T.getCanonicalType().getUnqualifiedType().getAsString() +
                         " " + V->getName().str() + ";");
      continue;
    }
    AddParam(V);
  }

  std::string Text;
  llvm::raw_string_ostream OS(Text);
  std::string ParamList, ArgList;
  for (size_t I = 0; I < P.Params.size(); ++I) {
    const KernelParam &KP = P.Params[I];
    ParamList += (I ? ", " : "") + KP.Type +
                 (KP.IsArray ? "__restrict__ " : " ") + KP.Name;
    ArgList += (I ? ", " : "") + KP.Name;
  }
  // A grid kernel's counters have the type __cuacc_i: its body is printed
  // once and entered as <name> (long) and <name>_i32 (int), which the host
  // launches when every counter fits in an int (on an H100 the 2-D stencil
  // runs ~10% faster with int counters).
  if (K.Serial)
    OS << "extern \"C\" __global__ void " << P.Name << "(" << ParamList
       << ") {\n";
  else
    OS << "template <typename __cuacc_i>\nstatic __device__ __forceinline__ void "
       << P.Name << "__body(" << ParamList << ") {\n";
  std::string Indent = "  ";
  for (unsigned L : K.InnerLoops)
    if (M.Loops[L].ForDirective)
      if (const Clause *U = M.Loops[L].ForDirective->find(ClauseKind::Unroll))
        Helper.Unroll[M.Loops[L].Stmt] = *U->Count;
  std::string LaneShared;
  if (!Helper.Scratch.empty())
    OS << "  const long __cuacc_threads = (long)gridDim.x * gridDim.y * "
          "gridDim.z * blockDim.x * blockDim.y * blockDim.z;\n"
          "  const long __cuacc_tid = (((long)blockIdx.z * gridDim.y + "
          "blockIdx.y) * gridDim.x + blockIdx.x) * (blockDim.x * blockDim.y * "
          "blockDim.z) + (threadIdx.z * blockDim.y + threadIdx.y) * "
          "blockDim.x + threadIdx.x;\n";
  if (K.LaneLoop) {
    const Loop &LL = M.Loops[*K.LaneLoop];
    const Reduction &Red = K.LaneReduction;
    std::string Type = Red.Var->getType().getCanonicalType()
                           .getUnqualifiedType().getAsString();
    std::string Functor, Identity, X = Red.Var->getName().str();
    if (!reductionParts(Red.Op, Type, Functor, Identity) &&
        P.Unsupported.empty())
      P.Unsupported = (reductionName(Red.Op) + " reductions of '" + Type +
                       "' are not generated yet").str();
    // Each lane starts its partial from the identity; the value the
    // variable had before the loop joins the combined partials after it.
    Helper.LaneLoop = LL.Stmt;
    Helper.LaneHead = "const " + Type + " __lane_" + X + " = " + X + ";\n" +
                      X + " = " + Identity + ";\n";
    std::string Lo = bound(LL.Lower), Hi = bound(LL.Upper);
    int64_t Step = LL.Step < 0 ? -LL.Step : LL.Step;
    std::string Trip = "(" + Hi + " < " + Lo + " ? 0L : (long)(" + Hi + " - " +
                       Lo + ") / " + std::to_string(Step) + " + 1)";
    // A constant stride: nvcc then overlaps the loads of several
    // iterations (y = A x: 0.37 ms with 32, 0.50 with blockDim.x).
    std::string Lane = K.LaneDim == 0 ? "x" : "y";
    std::string Lanes = std::to_string(K.LaneDim == 0 ? 32 : LaneWarps);
    Helper.LaneHead += "const long __nl = " + Trip + ";\n";
    Helper.LaneFor = "for (long __kl = threadIdx." + Lane +
                     "; __kl < __nl; __kl += " + Lanes + ")";
    std::string IndexType = LL.Index->getType().getCanonicalType()
                                .getUnqualifiedType().getAsString();
    Helper.LaneIndex = IndexType + " " + LL.Index->getName().str() + " = " +
                       (LL.Step > 0 ? Lo + " + " : Hi + " - ") + "(" +
                       IndexType + ")(__kl * " + std::to_string(Step) + ");\n";
    if (K.LaneDim == 0) {
      Helper.LaneTail = X + " = __cuacc_lane_allreduce<" + Functor + ">(" +
                        X + ");\n";
      Helper.LaneZeroGuard = "threadIdx.x == 0";
    } else {
      // Every thread of the block reaches both barriers: the grid loop's
      // condition is the same for the whole block, and a thread past the
      // end repeats the last iteration without writing (__live0).
      std::string Part = "__part_" + X;
      LaneShared = "__shared__ " + Type + " " + Part + "[" + Lanes + "][32];";
      Helper.LaneTail = Part + "[threadIdx.y][threadIdx.x] = " + X +
                        ";\n__syncthreads();\nif (threadIdx.y == 0)\n" +
                        "  for (int __w = 1; __w < " + Lanes + "; ++__w)\n    " +
                        X + " = " + Functor + "()(" + X + ", " + Part +
                        "[__w][threadIdx.x]);\n__syncthreads();\n";
      Helper.LaneZeroGuard = "threadIdx.y == 0 && __live0";
    }
    Helper.LaneTail += X + " = __nl > 0 ? " + Functor + "()(__lane_" + X +
                       ", " + X + ") : __lane_" + X + ";\n";
    bool After = false;
    if (const auto *CS = dyn_cast<CompoundStmt>(Inner))
      for (const Stmt *St : CS->body()) {
        if (After && !isa<DeclStmt>(St))
          Helper.LaneZeroOnly.insert(St);
        After |= St == LL.Stmt;
      }
  }
  if (K.Serial) {
    OS << "  if (blockIdx.x != 0 || threadIdx.x != 0)\n    return;\n";
    for (const std::string &Pv : Privates)
      OS << "  " << Pv << "\n";
    for (const Stmt *S : Body)
      OS << "  " << Helper.print(S) << (isa<Expr>(S) ? ";\n" : "\n");
  } else {
    static const char *Dim[] = {"x", "y", "z"};
    if (!LaneShared.empty())
      OS << Indent << LaneShared << "\n";
    for (const CachedArray &CA : K.Cached) {
      OS << Indent << "__shared__ " << elementType(CA.Var, Ctx) << " __cache_"
         << CA.Name;
      for (size_t D = 0; D < CA.Grid.size(); ++D)
        OS << "[" << tileExtent(K, CA, D) << "]";
      OS << ";\n";
    }
    for (const std::string &I : ReductionInit)
      OS << Indent << I << "\n";
    for (size_t D = 0; D < K.Grid.size(); ++D) {
      const Loop &L = M.Loops[K.Grid[D].Loop];
      std::string Lo = bound(L.Lower), Hi = bound(L.Upper);
      int64_t Step = L.Step < 0 ? -L.Step : L.Step;
      std::string Trip = "(" + Hi + " < " + Lo + " ? 0L : (long)(" + Hi + " - " +
                         Lo + ") / " + std::to_string(Step) + " + 1)";
      // Block b runs the chunks b, b + gridDim, ...; a chunk is S strips of
      // blockDim consecutive iterations, and strip r of chunk c gives this
      // thread iteration (c * S + r) * blockDim + thread. S is at most the
      // plan's Chunk and no more than the launched grid needs: the host
      // picks the grid, so that a small loop still gets one iteration per
      // thread. The chunk loop normally runs once: not unrolling it keeps
      // nvcc from multiplying registers (2x slower when it did, on an
      // H100); the strips are unrolled so that their loads overlap.
      std::string N = "__n" + std::to_string(D), C = "__c" + std::to_string(D),
                  R = "__r" + std::to_string(D), K_ = "__k" + std::to_string(D),
                  S = "__s" + std::to_string(D);
      unsigned Chunk = K.Grid[D].Chunk;
      std::string Dm = Dim[D];
      // In a lane kernel the grid loop's threads are the block's warps.
      std::string Tm = K.LaneLoop && K.LaneDim == 0 ? "y" : Dm;
      bool Clamp = (K.LaneLoop && K.LaneDim == 1) || !K.Cached.empty();
      const std::string Ix = "__cuacc_i", BlockDim = "(" + Ix + ")blockDim." + Tm;
      OS << Indent << "const " << Ix << " " << N << " = (" << Ix << ")" << Trip
         << ";\n";
      std::string First;
      if (Chunk > 1) {
        std::string Threads = "(" + Ix + ")gridDim." + Dm + " * " + BlockDim;
        OS << Indent << "const " << Ix << " " << S << " = " << N << " > "
           << Chunk << " * " << Threads << " ? " << Chunk << " : (" << N
           << " + " << Threads << " - 1) / (" << Threads << ");\n";
        First = "(" + C + " * " + S + " + " + R + ")";
      } else {
        S = "1";
        First = C;
      }
      OS << Indent << "#pragma unroll 1\n"
         << Indent << "for (" << Ix << " " << C << " = blockIdx." << Dm << "; "
         << C << " * " << S << " * " << BlockDim << " < " << N << "; " << C
         << " += (" << Ix << ")gridDim." << Dm << ") {\n";
      Indent += "  ";
      if (Chunk > 1) {
        // Unrolled strips overlap their loads along a dimension with
        // threads; along one without, each strip reuses the last one's
        // loads from L1, and unrolling 16 of them only costs registers
        // (bench/experiments/stencil3d-strips.cu: 672 us rolled, 2311 us
        // unrolled, for the 512^3 stencil).
        OS << Indent
           << (K.Grid[D].Vector > 1 ? "#pragma unroll\n" : "#pragma unroll 1\n")
           << Indent << "for (int " << R << " = 0; " << R << " < " << Chunk
           << "; ++" << R << ") {\n";
        Indent += "  ";
        OS << Indent << "if (" << R << " >= " << S << ")\n"
           << Indent << "  break;\n";
      }
      // Where every thread of the block must reach a barrier (block lanes,
      // cache tiles), one past the end repeats the last iteration and is
      // kept from its effects by __live<D>, instead of leaving early.
      if (Clamp)
        OS << Indent << "const " << Ix << " __kk" << D << " = " << First
           << " * " << BlockDim << " + (" << Ix << ")threadIdx." << Tm
           << ";\n"
           << Indent << "const bool __live" << D << " = __kk" << D << " < " << N
           << ";\n"
           << Indent << "const " << Ix << " " << K_ << " = __live" << D
           << " ? __kk" << D << " : " << N << " - 1;\n";
      else
        OS << Indent << "const " << Ix << " " << K_ << " = " << First << " * "
           << BlockDim << " + (" << Ix << ")threadIdx." << Tm << ";\n"
           << Indent << "if (" << K_ << " >= " << N << ")\n"
           << Indent << "  break;\n";
      std::string IndexType =
          L.Index->getType().getCanonicalType().getUnqualifiedType().getAsString();
      OS << Indent << IndexType << " " << L.Index->getName() << " = "
         << (L.Step > 0 ? Lo + " + " : Hi + " - ") << "(" << IndexType << ")("
         << K_ << " * " << Step << ");\n";
    }
    std::string Live;
    if (!K.Cached.empty()) {
      OS << cacheLoads(K, Indent, Helper.Tiled);
      for (size_t D = 0; D < K.Grid.size(); ++D)
        Live += (D ? " && __live" : "__live") + std::to_string(D);
      OS << Indent << "__syncthreads();\n" << Indent << "if (" << Live
         << ") {\n";
    }
    for (const std::string &Pv : Privates)
      OS << Indent << Pv << "\n";
    for (const std::string &A : LocalArrays)
      OS << Indent << A << "\n";
    OS << Indent << Helper.print(Inner) << (isa<Expr>(Inner) ? ";\n" : "\n");
    if (!K.Cached.empty()) // the tile is read before the next one loads
      OS << Indent << "}\n" << Indent << "__syncthreads();\n";
    for (size_t D = K.Grid.size(); D > 0; --D)
      for (unsigned Close = K.Grid[D - 1].Chunk > 1 ? 2 : 1; Close; --Close) {
        Indent.resize(Indent.size() - 2);
        OS << Indent << "}\n";
      }
    for (const std::string &C : ReductionCombine)
      OS << "  " << C << "\n";
  }
  OS << "}\n";
  if (!K.Serial)
    OS << "extern \"C\" __global__ void " << P.Name << "(" << ParamList
       << ") {\n  " << P.Name << "__body<long>(" << ArgList << ");\n}\n"
       << "extern \"C\" __global__ void " << P.Name << "_i32(" << ParamList
       << ") {\n  " << P.Name << "__body<int>(" << ArgList << ");\n}\n";
  OS.flush();
  P.Source = Text;
  P.HasNarrowEntry = !K.Serial;
  P.DeviceFunctions = Helper.Functions;
  return P;
}

std::vector<PrintedKernel> cuacc::printKernels(const RegionAnalysis &R,
                                               const RegionSchedule &S,
                                               ASTContext &Ctx) {
  std::vector<PrintedKernel> Out;
  KernelBuilder B(R, Ctx);
  std::string Conflict = whyNotCudaCpp(R.Model.Region->Statement);
  for (const KernelPlan &K : S.Kernels) {
    Out.push_back(B.build(K));
    PrintedKernel &P = Out.back();
    if (!Conflict.empty() && P.Unsupported.empty())
      P.Unsupported = Conflict;
    P.Source = renameForCuda(P.Source);
    for (auto &[Name, Text] : P.DeviceFunctions)
      Text = renameForCuda(Text);
  }
  return Out;
}
