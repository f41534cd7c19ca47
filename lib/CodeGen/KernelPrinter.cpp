//===- KernelPrinter.cpp - CUDA C for the kernels of a region --------------===//

#include "CodeGen/KernelPrinter.h"
#include "CodeGen/KernelShape.h"
#include "CodeGen/LoopText.h"
#include "Analysis/DeviceMath.h"
#include "CodeGen/TilePrinter.h"
#include "CodeGen/UserFlags.h"
#include "Analysis/CTypes.h"
#include "Analysis/StatementIndex.h"
#include "Lower/CudaNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

namespace {

/// The kernels' name of a file's (or a namespace's) table of constants.
std::string constantTableName(const VarDecl *V) {
  std::string Name = "__cuacc_table_" + V->getQualifiedNameAsString();
  for (char &C : Name)
    if (C == ':')
      C = '_';
  return Name;
}

/// Prints the kernel's statements: multi-dimensional references as one
/// linear subscript (or the tile or scratch slot lowering assigned them),
/// enum constants and sizeof as C's values, the lane loop and lane-0
/// statements as lowering placed them; everything else as Clang does.
class BodyPrinter : public PrinterHelper, public StmtText {
public:
  BodyPrinter(const KernelDesc &K, ASTContext &Ctx)
      : K(K), Ctx(Ctx), Policy(Ctx.getLangOpts()) {
    Policy.Bool = true;
    // The kernels are compiled apart from the file: a typedef's name
    // ('real t', '(real)i') means nothing there, its type does.
    Policy.PrintCanonicalTypes = true;
    // C99's 'restrict' (a row pointer declared in the loop) is CUDA C++'s
    // '__restrict'.
    Policy.Restrict = false;
    for (const auto &[F, V] : K.Vectors)
      for (const VectorLoopDesc::ElementDesc &E : V.Elements)
        for (const Expr *Ref : E.Refs)
          Registers[Ref] = E.Reduction.Name;
    if (K.Lanes)
      for (const LaneDesc::Reduced &R : K.Lanes->Reductions)
        for (const Expr *Ref : R.Refs)
          Registers[Ref] = R.Reduction.Name;
  }
  /// The lane loop's parts around its body (see printLanes).
  std::string LaneHead, LaneFor, LaneIndex, LaneTail, LaneGuard;
  /// After a lane or vector loop that reduced into Element (its references
  /// in the loop printed as R's register): the thread that Guard picks adds
  /// the total to the element in memory, when the loop ran (Count > 0).
  std::string applyElement(const ReductionDesc &R, const Expr *Element,
                           const std::string &Guard, const std::string &Count) {
    InMemory = true;
    std::string Mem = print(Element);
    InMemory = false;
    return "if (" + Guard + " && " + Count + " > 0)\n  " + Mem + " = " +
           R.Functor + "()(" + Mem + ", " + R.Name + ");\n";
  }

  bool handledStmt(Stmt *S, raw_ostream &OS) override;
  std::string print(const Stmt *S) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    S->printPretty(OS, this, Policy);
    return Out;
  }
  /// A statement on its own line(s): an expression gets its ';'.
  std::string statement(const Stmt *S) {
    return print(S) + (isa<Expr>(S) ? ";\n" : "\n");
  }
  const PrintingPolicy &policy() const { return Policy; }
  std::string text(const Stmt *S) override { return print(S); }

  /// Printing a device function's body, not the kernel's.
  bool InDeviceFunction = false;
  /// The files' tables of constants the printed code reads by their
  /// kernels' names (constantTableName), to be defined before it.
  std::map<std::string, const VarDecl *> Tables;

  /// A persistent kernel with a grid entry is printed once for both
  /// (template parameter __cuacc_gw): its barriers are the grid's there,
  /// its vector loops stride over every block's threads, and thread 0 is
  /// block 0's.
  std::string barrier() const {
    return K.GridEntry ? "__cuacc_persistent_sync<__cuacc_gw>(&" + K.Name +
                             "__gbar, __cuacc_target);\n"
                       : "__syncthreads();\n";
  }
  std::string firstThread() const {
    return K.GridEntry ? "threadIdx.x == 0 && (!__cuacc_gw || blockIdx.x == 0)"
                       : "threadIdx.x == 0";
  }

private:
  const KernelDesc &K;
  ASTContext &Ctx;
  PrintingPolicy Policy;
  const ForStmt *Unrolling = nullptr;
  const Stmt *Guarding = nullptr;
  bool InMemory = false;
  /// The references of the elements lane and vector loops reduce: their
  /// registers.
  std::map<const Expr *, std::string> Registers;

  bool printDeclarators(const DeclStmt *DS, raw_ostream &OS, bool ForInit);
  bool printSlotDeclarators(const DeclStmt *DS, raw_ostream &OS);
  bool printFor(ForStmt *F, raw_ostream &OS);
  void printLoopHints(const AttributedStmt *A, raw_ostream &OS);
  bool printSubscript(ArraySubscriptExpr *ASE, raw_ostream &OS);
  /// V is declared in the kernel's code: neither a parameter nor one of
  /// the private arrays the kernel declares itself (flattened).
  bool declaredInKernel(const VarDecl *V) const {
    return V->isLocalVarDecl() &&
           llvm::none_of(K.Params,
                         [&](const ParamDesc &P) { return P.Var == V; }) &&
           llvm::none_of(K.Locals, [&](const LocalArray &L) {
             return L.Name == V->getName();
           });
  }
  bool printMathCall(const CallExpr *C, raw_ostream &OS);
  bool printOwnNameCall(const CallExpr *C, raw_ostream &OS);
  bool printInitList(InitListExpr *IL, raw_ostream &OS);
  std::string initializer(const Expr *E);
  bool printLaneStatement(Stmt *S, raw_ostream &OS);
  bool printValue(Stmt *S, raw_ostream &OS);
  bool printNamedValue(const DeclRefExpr *DR, raw_ostream &OS);
  bool printFolded(Stmt *S, raw_ostream &OS);
  bool printCaseRange(CaseStmt *C, raw_ostream &OS);
  bool printAtomicUpdate(const AtomicUpdateDesc &U, raw_ostream &OS);
  void printVector(const ForStmt *F, const VectorLoopDesc &V, bool Waited,
                   raw_ostream &OS);
  /// The last code printed is a barrier (the end of a vector loop or of
  /// thread 0's statement): the next one needs none before it.
  bool AfterBarrier = false;
  /// Bodies of sequential loops that start after a barrier (barrierAround),
  /// and their first statements.
  std::set<const Stmt *> WaitedBodies;
  /// Loops being printed in braces with the barrier before them.
  std::set<const ForStmt *> Braced;
  /// Statements being printed whose parts may not run (handledStmt).
  std::set<const Stmt *> MayRun;
  bool barrierAround(const ForStmt *F) const;
  std::string allReduce(const VectorLoopDesc &V, const ReductionDesc &R) const;
  bool trackBarriers(const Stmt *S, raw_ostream &OS);
  void printSingleThread(const Stmt *S, bool Fresh, raw_ostream &OS);
};

/// The user's unroll hints in the device compiler's spelling (`#pragma
/// unroll`, `#pragma unroll N`; `nounroll` and `unroll(disable)` are
/// `#pragma unroll 1`). Clang's own spelling of the others (vectorize,
/// interleave, distribute, ...) is not the device's, and they mean nothing
/// to one thread: not printed.
void BodyPrinter::printLoopHints(const AttributedStmt *A, raw_ostream &OS) {
  for (const Attr *At : A->getAttrs()) {
    const auto *H = dyn_cast<LoopHintAttr>(At);
    if (!H)
      continue;
    if (H->getOption() == LoopHintAttr::UnrollCount) {
      Expr::EvalResult R;
      if (H->getValue() && H->getValue()->EvaluateAsInt(R, Ctx))
        OS << "#pragma unroll " << R.Val.getInt().getZExtValue() << "\n";
    } else if (H->getOption() == LoopHintAttr::Unroll) {
      OS << (H->getState() == LoopHintAttr::Disable ? "#pragma unroll 1\n"
                                                    : "#pragma unroll\n");
    }
  }
}

/// The block's shared array a vector loop's reduction of Name combines in.
std::string vectorPart(const VectorLoopDesc &V, const std::string &Name) {
  return "__vpart_" + std::to_string(V.Line) + "_" + Name;
}

/// Every reduction a vector loop combines across its threads: its scalars'
/// and its elements'.
std::vector<const ReductionDesc *> reductionsOf(const VectorLoopDesc &V) {
  std::vector<const ReductionDesc *> All;
  for (const ReductionDesc &R : V.Reductions)
    All.push_back(&R);
  for (const VectorLoopDesc::ElementDesc &E : V.Elements)
    All.push_back(&E.Reduction);
  return All;
}

/// Whether Pred holds for S or a statement under it.
bool anyUnder(const Stmt *S, llvm::function_ref<bool(const Stmt *)> Pred) {
  std::vector<const Stmt *> Work{S};
  while (!Work.empty()) {
    const Stmt *T = Work.back();
    Work.pop_back();
    if (!T)
      continue;
    if (Pred(T))
      return true;
    for (const Stmt *C : T->children())
      Work.push_back(C);
  }
  return false;
}

/// A grid entry's device array of block totals for that reduction.
std::string gridPart(const KernelDesc &K, const VectorLoopDesc &V,
                     const std::string &Name) {
  return K.Name + "__gpart_" + std::to_string(V.Line) + "_" + Name;
}

/// Whether the kernels call F by a name of its own rather than by F's:
/// every function but a member function called on its object and an
/// operator called as one. A static member function (the kernels have no
/// class to hold it), a template's specialization (printed as a plain
/// function: 'S::f', 'sq<int>(x)' or 'scale<2>' and 'scale<3>' would not
/// pick it there), a library function (the kernels' file includes the
/// library's headers, whose host definition of 'std::hypot(double, double,
/// double)' a device one of that name would define again), and a program's
/// own function, whose name may be CUDA's (a C program's 'double
/// rsqrt(double)' called with a float was CUDA's rsqrtf on the GPU; found
/// by a bug-hunting helper).
bool hasOwnName(const FunctionDecl *F) {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  return M ? M->isStatic() : !F->isOverloadedOperator();
}

/// F's name in the kernels: its own, or (hasOwnName) one made of its
/// Itanium mangled name, which tells apart classes, overloads and template
/// arguments ('S::f(double)' is '__cuacc_fn_ZN1S1fEd').
std::string deviceFunctionName(const FunctionDecl *F) {
  if (!hasOwnName(F))
    return F->getName().str();
  ASTContext &Ctx = F->getASTContext();
  std::unique_ptr<MangleContext> Mangler(
      ItaniumMangleContext::create(Ctx, Ctx.getDiagnostics()));
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  Mangler->mangleName(GlobalDecl(F), OS);
  // An asm label's name starts with \1.
  for (char &C : Mangled)
    if (!llvm::isAlnum(C) && C != '_')
      C = '_';
  return "__cuacc_fn" + Mangled;
}

std::vector<const NamespaceDecl *> enclosingNamespaces(const FunctionDecl *F);

/// A call the kernels spell with the callee's full path ('::ns::f(x)'): a
/// callee with a name of its own (hasOwnName), or a free function of a
/// named namespace, which the user may call unqualified from inside it (or
/// through 'using'), while the kernels are at file scope.
bool namedByPath(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (hasOwnName(F))
    return true;
  if (isa<CXXMethodDecl>(F) || isa<CXXOperatorCallExpr>(C) ||
      F->isOverloadedOperator())
    return false;
  return llvm::any_of(enclosingNamespaces(F), [](const NamespaceDecl *N) {
    return !N->isAnonymousNamespace();
  });
}

/// The namespaces around F, outermost first (a member's are its class's).
std::vector<const NamespaceDecl *> enclosingNamespaces(const FunctionDecl *F) {
  std::vector<const NamespaceDecl *> Spaces;
  for (const DeclContext *C = F->getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C))
      Spaces.insert(Spaces.begin(), N);
  return Spaces;
}

} // namespace

/// A declaration's declarators, initializers through this helper: each its
/// own declaration, or (ForInit) one list of a single type, with no ';'.
/// False when Clang's printer must do it.
bool BodyPrinter::printDeclarators(const DeclStmt *DS, raw_ostream &OS,
                                   bool ForInit) {
  // C11's _Static_assert was checked where the code was compiled for the
  // host (Clang prints it as C23's static_assert, a C program's name).
  if (!ForInit && llvm::all_of(DS->decls(), [](const Decl *D) {
        return isa<StaticAssertDecl>(D);
      })) {
    OS << ";\n";
    return true;
  }
  const VarDecl *First = nullptr;
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    bool Table = V && !ForInit && V->getStorageClass() == SC_Static &&
                 !constantTableInitializer(V).empty();
    if (!V || K.Scratch.count(V) ||
        (V->getStorageClass() != SC_None && !Table) ||
        (V->hasInit() && V->getInitStyle() != VarDecl::CInit) ||
        (ForInit && First && V->getType() != First->getType()))
      return false;
    if (!First)
      First = V;
  }
  for (const Decl *D : DS->decls()) {
    const auto *V = cast<VarDecl>(D);
    // A function's table of constants: its values (a 'static const' of a
    // function that runs on the device is that function's own).
    if (V->getStorageClass() == SC_Static) {
      OS << "static ";
      withoutEnums(V->getType(), Ctx).print(OS, Policy, V->getName());
      OS << " = " << constantTableInitializer(V) << ";\n";
      continue;
    }
    if (!ForInit || V == First)
      withoutEnums(V->getType(), Ctx).print(OS, Policy, V->getName());
    else
      OS << ", " << V->getName();
    if (const Expr *Init = V->getInit())
      OS << " = " << print(Init);
    if (!ForInit)
      OS << ";\n";
  }
  return true;
}

/// A declaration of scalars that live in slots (the kernel declared them
/// at its start): each an assignment of its initializer, the others
/// declared as usual. False when it declares none.
bool BodyPrinter::printSlotDeclarators(const DeclStmt *DS, raw_ostream &OS) {
  if (std::none_of(DS->decl_begin(), DS->decl_end(), [&](const Decl *D) {
        const auto *V = dyn_cast<VarDecl>(D);
        return V && K.SlotDecls.count(V);
      }))
    return false;
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V) {
      D->print(OS, Policy);
      OS << ";\n";
    } else if (!K.SlotDecls.count(V)) {
      V->getType().print(OS, Policy, V->getName());
      if (const Expr *Init = V->getInit())
        OS << " = " << print(Init);
      OS << ";\n";
    } else if (const Expr *Init = V->getInit()) {
      OS << V->getName() << " = " << print(Init) << ";\n";
    }
  }
  return true;
}

/// unroll(n) on a loop the kernel runs: nvcc's #pragma unroll before it. A
/// loop that declares its index is printed here too, its declarators like
/// any declaration's (Clang prints a for-init declaration without this
/// helper), and so is a loop lowering gave another body (interchange).
bool BodyPrinter::printFor(ForStmt *F, raw_ostream &OS) {
  auto It = K.Unroll.find(F);
  bool Unrolled = It != K.Unroll.end() && Unrolling != F;
  auto Other = K.BodyOf.find(F);
  std::string Init;
  llvm::raw_string_ostream InitOS(Init);
  const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit());
  bool OwnInit = DS && printDeclarators(DS, InitOS, /*ForInit=*/true);
  if (!OwnInit && F->getInit())
    InitOS << print(F->getInit());
  bool Header = OwnInit || Other != K.BodyOf.end();
  if (!Unrolled && !Header)
    return false;
  if (Unrolled)
    OS << "\n#pragma unroll " << It->second << "\n";
  if (Header) {
    OS << "for (" << InitOS.str() << "; "
       << (F->getCond() ? print(F->getCond()) : "") << "; "
       << (F->getInc() ? print(F->getInc()) : "") << ") ";
    // An expression body printed alone has no ';'.
    const Stmt *Body =
        Other != K.BodyOf.end() ? Other->second : F->getBody();
    if (isa<CompoundStmt>(Body))
      OS << print(Body);
    else
      OS << "{\n" << print(Body) << (isa<Expr>(Body) ? ";" : "") << "\n}\n";
    return true;
  }
  const ForStmt *Saved = Unrolling;
  Unrolling = F;
  F->printPretty(OS, this, Policy);
  Unrolling = Saved;
  return true;
}

bool BodyPrinter::printSubscript(ArraySubscriptExpr *ASE, raw_ostream &OS) {
  static const char *Dim[] = {"x", "y", "z"};
  if (auto It = Registers.find(ASE); It != Registers.end() && !InMemory) {
    OS << It->second;
    return true;
  }
  for (const TileDesc &T : K.Tiles)
    if (auto It = T.Refs.find(ASE); It != T.Refs.end()) {
      OS << "__cache_" << T.Name;
      for (size_t D = 0; D < It->second.size(); ++D)
        OS << "[threadIdx." << Dim[T.Grid[D]] << " + " << It->second[D] << "]";
      return true;
    }
  std::vector<std::string> Indices;
  Expr *Base = ASE;
  while (auto *A = dyn_cast<ArraySubscriptExpr>(Base->IgnoreParenImpCasts())) {
    Indices.insert(Indices.begin(), print(A->getIdx()));
    Base = A->getBase();
  }
  // (*A)[j] is A[0][j], (*(A + k))[j] is A[k][j] (the model's reading).
  if (auto *U = dyn_cast<UnaryOperator>(Base->IgnoreParenImpCasts());
      U && U->getOpcode() == UO_Deref) {
    Expr *Sub = U->getSubExpr()->IgnoreParenImpCasts();
    auto *B = dyn_cast<BinaryOperator>(Sub);
    if (B && B->getOpcode() == BO_Add &&
        B->getLHS()->IgnoreParenImpCasts()->getType()->isPointerType()) {
      Indices.insert(Indices.begin(), print(B->getRHS()));
      Base = B->getLHS();
    } else {
      Indices.insert(Indices.begin(), "0");
      Base = Sub;
    }
  }
  const auto *DR = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!V)
    return false;
  if (K.Scratch.count(V)) {
    std::string N = "__priv_" + V->getName().str();
    OS << N << "[((long)(" << Indices.back() << ") - " << N
       << "_lo) * __cuacc_threads + __cuacc_tid]";
    return true;
  }
  // An array the kernel's own code declares ('double m[3][3];' in the
  // loop's body) keeps its declaration as written, and so its subscripts.
  if (declaredInKernel(V))
    return false;
  std::vector<std::string> Extents = kernelExtents(V, Ctx);
  if (Extents.empty())
    return false;
  assert(Indices.size() <= Extents.size() + 1 &&
         "lowering lets only whole references and rows through");
  std::string Linear = "(long)(" + Indices[0] + ")";
  for (size_t D = 0; D + 1 < Indices.size(); ++D)
    Linear = "(" + Linear + " * " + Extents[D] + " + (" + Indices[D + 1] + "))";
  if (Indices.size() == Extents.size() + 1) {
    OS << V->getName() << "[" << Linear << "]";
    return true;
  }
  // A row used as a pointer (KernelContents lets only those through): the
  // address of its first element.
  for (size_t D = Indices.size() - 1; D < Extents.size(); ++D)
    Linear = "(" + Linear + " * " + Extents[D] + ")";
  OS << "(" << V->getName() << " + " << Linear << ")";
  return true;
}

/// The lane loop, as LaneHead, the loop over this lane's iterations with
/// LaneIndex declared first, then LaneTail; lane 0 alone runs what follows.
bool BodyPrinter::printLaneStatement(Stmt *S, raw_ostream &OS) {
  if (S == K.Lanes->Stmt) {
    // A loop interchange moved inside the grid loop runs the grid loop's
    // body.
    auto Other = K.BodyOf.find(K.Lanes->Stmt);
    const Stmt *Body =
        Other != K.BodyOf.end() ? Other->second : K.Lanes->Stmt->getBody();
    OS << "  {\n" << LaneHead << LaneFor << " {\n" << LaneIndex << print(Body)
       << (isa<Expr>(Body) ? ";\n" : "\n") << "}\n" << LaneTail << "}\n";
    return true;
  }
  if (!K.Lanes->LaneZeroOnly.count(S) || Guarding == S)
    return false;
  const Stmt *Saved = Guarding;
  Guarding = S;
  if (isa<Expr>(S)) // the statement printer adds the ';'
    OS << "if (" << LaneGuard << ") " << print(S);
  else
    OS << "  if (" << LaneGuard << ") {\n" << print(S) << "}\n";
  Guarding = Saved;
  return true;
}

/// Whether sequential loop F's body ends with a barrier on every path (its
/// last statement a vector loop or thread 0's statement; nothing in it
/// leaves an iteration early) and its condition and increment read no
/// memory: a barrier printed once before the loop then stands for one at
/// the start of each iteration.
bool BodyPrinter::barrierAround(const ForStmt *F) const {
  if (!K.VectorWidth)
    return false;
  std::vector<const Stmt *> Body = statementsOf(F->getBody());
  if (Body.empty())
    return false;
  const auto *Last = dyn_cast<ForStmt>(Body.back());
  if (!(Last && K.Vectors.count(Last)) && !K.SingleThread.count(Body.back()))
    return false;
  auto LeavesEarly = [](const Stmt *S) {
    return isa<ContinueStmt, BreakStmt, GotoStmt, ReturnStmt>(S);
  };
  // The header: plain scalars only.
  auto ReadsMemory = [](const Stmt *S) {
    const auto *U = dyn_cast<UnaryOperator>(S);
    return isa<ArraySubscriptExpr, CallExpr, MemberExpr>(S) ||
           (U && U->getOpcode() == UO_Deref);
  };
  for (const Stmt *S : {F->getBody(), (const Stmt *)F->getCond(),
                        (const Stmt *)F->getInc()})
    if (anyUnder(S, LeavesEarly))
      return false;
  return !anyUnder(F->getCond(), ReadsMemory) &&
         !anyUnder(F->getInc(), ReadsMemory);
}

/// A vector loop: the block's threads take its iterations in turn (a
/// constant stride lets nvcc overlap their loads), after a barrier (what
/// the threads read before it is read before the loop writes) and before
/// one (what it writes is written before anyone reads it). A reduction
/// starts each thread from the identity and ends with the block's total
/// joined to the variable's value before the loop, in every thread.
void BodyPrinter::printVector(const ForStmt *F, const VectorLoopDesc &V,
                              bool Waited, raw_ostream &OS) {
  // One statement, whatever holds it ('if (c) for ...'); no barrier first
  // right after one (Waited: two vector loops in a row).
  OS << "{\n" << (Waited ? "" : barrier()) << "const long __nv = "
     << tripCountText(V.Lower, V.Upper, V.Step) << ";\n";
  for (const ReductionDesc &R : V.Reductions)
    OS << "const " << R.Type << " __vr_" << R.Name << " = " << R.Name << ";\n"
       << R.Name << " = " << R.Identity << ";\n";
  for (const VectorLoopDesc::ElementDesc &E : V.Elements)
    OS << E.Reduction.Type << " " << E.Reduction.Name << " = "
       << E.Reduction.Identity << ";\n";
  // A collapsed nest: its trip counts, and each index from the iteration
  // number (innermost fastest).
  std::string Count = "__nv";
  for (size_t L = 0; L < V.Inner.size(); ++L) {
    const VectorLoopDesc::InnerDesc &I = V.Inner[L];
    std::string N = "__nv" + std::to_string(L + 1);
    OS << "const long " << N << " = "
       << tripCountText(I.Lower, I.Upper, I.Step) << ";\n";
    Count += " * " + N;
  }
  if (!V.Inner.empty()) {
    OS << "const long __nvv = " << Count << ";\n";
    Count = "__nvv";
  }
  if (V.Lanes) {
    // A warp an iteration: the warp's number and the warps' count.
    if (K.GridEntry)
      OS << "for (long __v = ((__cuacc_gw ? (long)blockIdx.x * blockDim.x : "
            "0L) + threadIdx.x) / 32; __v < "
         << Count
         << "; __v += (__cuacc_gw ? (long)gridDim.x * blockDim.x : "
            "(long)blockDim.x) / 32) {\n";
    else
      OS << "for (long __v = threadIdx.x / 32; __v < " << Count
         << "; __v += blockDim.x / 32) {\n";
  } else if (K.GridEntry)
    OS << "for (long __v = __cuacc_gw ? (long)blockIdx.x * blockDim.x + "
          "threadIdx.x : (long)threadIdx.x; __v < "
       << Count
       << "; __v += __cuacc_gw ? (long)gridDim.x * blockDim.x : "
          "(long)blockDim.x) {\n";
  else
    OS << "for (long __v = threadIdx.x; __v < " << Count
       << "; __v += blockDim.x) {\n";
  auto Index = [&](const std::string &Type, const std::string &Name,
                   const std::string &Lo, const std::string &Hi, int64_t Step,
                   const std::string &Number) {
    OS << Type << " " << Name << " = " << (Step > 0 ? Lo + " + " : Hi + " - ")
       << "(" << Type << ")(" << Number << " * " << (Step < 0 ? -Step : Step)
       << ");\n";
  };
  std::string Outer = "__v";
  if (!V.Inner.empty()) {
    OS << "long __vr = __v;\n";
    for (size_t L = V.Inner.size(); L-- > 0;) {
      std::string N = std::to_string(L + 1);
      OS << "const long __vc" << N << " = __vr % __nv" << N << ";\n__vr /= __nv"
         << N << ";\n";
    }
    Outer = "__vr";
  }
  Index(V.IndexType, V.Index, V.Lower, V.Upper, V.Step, Outer);
  for (size_t L = 0; L < V.Inner.size(); ++L) {
    const VectorLoopDesc::InnerDesc &I = V.Inner[L];
    Index(I.IndexType, I.Index, I.Lower, I.Upper, I.Step,
          "__vc" + std::to_string(L + 1));
  }
  if (V.Lanes) {
    const VectorLoopDesc::InnerDesc &L = *V.Lanes;
    OS << "const long __nl = " << tripCountText(L.Lower, L.Upper, L.Step)
       << ";\nfor (long __l = threadIdx.x % 32; __l < __nl; __l += 32) {\n";
    Index(L.IndexType, L.Index, L.Lower, L.Upper, L.Step, "__l");
    OS << statement(L.Stmt->getBody()) << "}\n";
  } else {
    OS << statement(V.Inner.empty() ? F->getBody()
                                    : V.Inner.back().Stmt->getBody());
  }
  OS << "}\n";
  for (const ReductionDesc &R : V.Reductions)
    OS << R.Name << " = " << allReduce(V, R) << ";\n"
       << R.Name << " = __nv > 0 ? " << R.Functor << "()(__vr_" << R.Name
       << ", " << R.Name << ") : __vr_" << R.Name << ";\n";
  for (const VectorLoopDesc::ElementDesc &E : V.Elements) {
    const ReductionDesc &R = E.Reduction;
    OS << R.Name << " = " << allReduce(V, R) << ";\n"
       << applyElement(R, E.Element, firstThread(), "__nv");
  }
  OS << (V.NoBarrierAfter ? "" : barrier()) << "}\n";
}

/// A vector loop's reduction combined across its threads: the block's, or
/// in a grid entry the grid's (each block's total through the kernel's
/// buffer of block partials, gridPart, between grid barriers).
std::string BodyPrinter::allReduce(const VectorLoopDesc &V,
                                   const ReductionDesc &R) const {
  if (!K.GridEntry)
    return "__cuacc_block_allreduce<" + R.Functor + ">(" + R.Name + ", " +
           vectorPart(V, R.Name) + ")";
  return "__cuacc_grid_allreduce<__cuacc_gw, " + R.Functor + ">(" + R.Name +
         ", " + vectorPart(V, R.Name) + ", " + gridPart(K, V, R.Name) + ", (" +
         R.Type + ")(" + R.Identity + "), &" + K.Name +
         "__gbar, __cuacc_target)";
}

/// A math library call as the device spells it, each argument converted
/// as C or the C++ library converts it (the device's overloads would
/// otherwise pick another: abs of a double, copysign(double, float)).
bool BodyPrinter::printMathCall(const CallExpr *C, raw_ostream &OS) {
  const FunctionDecl *F = C->getDirectCallee();
  std::string Callee = deviceMathCallee(F);
  OS << Callee << "(";
  // The C++ library's fpclassify passes <math.h>'s values to the builtin
  // that <math.h>'s macro calls with them.
  if (Callee == "__cuacc_fpclassify" && !F->getBuiltinID())
    OS << "FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, ";
  for (unsigned I = 0; I < C->getNumArgs(); ++I) {
    OS << (I ? ", " : "");
    QualType T = mathArgumentType(C, I);
    if (T.isNull())
      OS << print(C->getArg(I));
    else
      OS << "(" << plainTypeName(T, Ctx) << ")(" << print(C->getArg(I)) << ")";
  }
  OS << ")";
  return true;
}

/// A call to a function the kernels name otherwise (hasOwnName): that
/// name, in its namespaces. The arguments the call leaves out the device
/// function's own defaults give (deviceFunction), as in Clang's printing.
bool BodyPrinter::printOwnNameCall(const CallExpr *C, raw_ostream &OS) {
  const FunctionDecl *F = C->getDirectCallee();
  for (const NamespaceDecl *N : enclosingNamespaces(F))
    if (!N->isAnonymousNamespace())
      OS << "::" << N->getName();
  OS << (enclosingNamespaces(F).empty() ? "" : "::") << deviceFunctionName(F)
     << "(";
  for (unsigned I = 0; I < C->getNumArgs(); ++I) {
    if (isa<CXXDefaultArgExpr>(C->getArg(I)))
      break;
    OS << (I ? ", " : "") << print(C->getArg(I));
  }
  OS << ")";
  return true;
}

/// A braced initializer as C means it, in CUDA C++: its semantic form (the
/// elements in order, so that C99's designators in any order, '{.b = 1,
/// .a = 2}', need none), each element converted to its type explicitly (C
/// converts '{i, i + 1}' for a double array as by assignment, where C++
/// calls it narrowing).
bool BodyPrinter::printInitList(InitListExpr *IL, raw_ostream &OS) {
  const InitListExpr *Sem = IL->isSemanticForm() ? IL : IL->getSemanticForm();
  // (Kernels hold no unions: a region with one stays on the host.)
  if (!Sem || Ctx.getLangOpts().CPlusPlus || Sem->getType()->isUnionType())
    return false;
  OS << "{";
  for (unsigned I = 0; I < Sem->getNumInits(); ++I)
    OS << (I ? ", " : "") << initializer(Sem->getInit(I));
  OS << "}";
  return true;
}

/// One element of a semantic initializer list: '{}' for one C leaves to
/// zero, an arithmetic conversion written out.
std::string BodyPrinter::initializer(const Expr *E) {
  if (isa<ImplicitValueInitExpr>(E))
    return "{}";
  const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
  if (Cast && E->getType()->isArithmeticType() &&
      Cast->getSubExpr()->getType()->isArithmeticType() &&
      !Ctx.hasSameUnqualifiedType(E->getType(),
                                  Cast->getSubExpr()->getType()))
    return "(" + plainTypeName(E->getType(), Ctx) + ")(" +
           print(Cast->getSubExpr()) + ")";
  return print(E);
}

/// A reduction clause's array element updated by one atomic operation of
/// the clause's operator (the value converted to the element's type first,
/// as the assignment would).
bool BodyPrinter::printAtomicUpdate(const AtomicUpdateDesc &U, raw_ostream &OS) {
  std::string Value = "(" + U.Type + ")" + (U.Value ? "(" + print(U.Value) + ")" : "1");
  // A negated narrow value is an int again: converted back for the
  // template's one type.
  if (U.Negate)
    Value = "(" + U.Type + ")(-" + Value + ")";
  OS << "__cuacc_atomic<" << U.Functor << ">(&(" << print(U.Element) << "), "
     << Value << ")";
  return true;
}

/// Whether the last code printed before S is a barrier (braces are no
/// code; anything else, even an expression's part, may read memory); before
/// a sequential loop that can do without one at the start of each iteration
/// (barrierAround), one barrier.
bool BodyPrinter::trackBarriers(const Stmt *S, raw_ostream &OS) {
  bool Fresh = AfterBarrier || WaitedBodies.count(S);
  AfterBarrier = Fresh && isa<CompoundStmt>(S);
  if (auto *F = dyn_cast<ForStmt>(S);
      F && !K.Vectors.count(F) && barrierAround(F)) {
    OS << barrier(); // the first iteration's; the others' end with one
    // The body, or its first statement where a compound body prints
    // without a visit of its own.
    const Stmt *First = F->getBody();
    for (; isa<CompoundStmt>(First) && !cast<CompoundStmt>(First)->body_empty();
         First = cast<CompoundStmt>(First)->body_front())
      WaitedBodies.insert(First);
    WaitedBodies.insert(First);
  }
  return Fresh;
}

/// A statement thread 0 alone runs, between barriers (the first left out
/// right after one: Fresh).
void BodyPrinter::printSingleThread(const Stmt *S, bool Fresh,
                                    raw_ostream &OS) {
  const Stmt *Saved = Guarding;
  Guarding = S;
  // An expression statement is followed by its ';': as a do loop, the
  // block is one statement with it ('if (c) x = 1; else ...').
  bool Expression = isa<Expr>(S);
  OS << (Expression ? "do {\n" : "{\n") << (Fresh ? "" : barrier()) << "if ("
     << firstThread() << ") {\n"
     << statement(S) << "}\n" << barrier() << (Expression ? "} while (0)" : "}\n");
  Guarding = Saved;
  AfterBarrier = true;
}

/// A name by its value where the kernels must not name it: an integer
/// constant, a file's table of constants, a qualified name, an enumerator.
bool BodyPrinter::printNamedValue(const DeclRefExpr *DR, raw_ostream &OS) {
  if (const auto *V = dyn_cast<VarDecl>(DR->getDecl());
      V && !integerConstantValue(V).empty()) {
    OS << integerConstantValue(V);
    return true;
  }
  // A file's table of constants that a device function reads: the
  // kernels' own copy (a kernel that reads it has it as a parameter).
  if (const auto *V = dyn_cast<VarDecl>(DR->getDecl());
      V && !V->isLocalVarDecl() && V->hasGlobalStorage() &&
      (InDeviceFunction || llvm::none_of(K.Params, [&](const ParamDesc &P) {
         return P.Var == V;
       })) &&
      !constantTableInitializer(V).empty()) {
    Tables.emplace(constantTableName(V), V);
    OS << constantTableName(V);
    return true;
  }
  // A kernel gets 'data::a' or 'S::tab' as a parameter of its own name.
  if (isa<VarDecl>(DR->getDecl()) && DR->hasQualifier()) {
    OS << DR->getDecl()->getName();
    return true;
  }
  // An enumerator by its value in its type ('Kind::Large' of a uint8_t
  // enum is 200, not the sign-extended -56; C's 0x80000000 is unsigned).
  auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl());
  if (!EC)
    return false;
  OS << integerValueText(EC->getInitVal(), DR->getType(), Ctx);
  return true;
}

/// What C and GNU C fold or convert where the kernels' C++ would not:
/// C's silent void * conversions, __func__, offsetof, __builtin_choose_expr.
bool BodyPrinter::printFolded(Stmt *S, raw_ostream &OS) {
  // C converts void * to any object pointer silently ('int *p = NULL;'
  // with NULL '((void *)0)'), C++ does not.
  if (auto *IC = dyn_cast<ImplicitCastExpr>(S);
      IC && !Ctx.getLangOpts().CPlusPlus && IC->getType()->isPointerType() &&
      IC->getSubExpr()->getType()->isVoidPointerType() &&
      !IC->getType()->isVoidPointerType()) {
    OS << "((" << plainTypeName(IC->getType(), Ctx) << ")("
       << print(IC->getSubExpr()) << "))";
    return true;
  }
  // __func__ and the like: the host function's name, not the kernel's
  // (found by a bug-hunting helper).
  if (auto *PE = dyn_cast<PredefinedExpr>(S); PE && PE->getFunctionName()) {
    PE->getFunctionName()->printPretty(OS, nullptr, policy());
    return true;
  }
  // offsetof: its value.
  if (auto *OE = dyn_cast<OffsetOfExpr>(S)) {
    Expr::EvalResult R;
    if (OE->EvaluateAsInt(R, Ctx)) {
      OS << integerValueText(R.Val.getInt(), OE->getType(), Ctx);
      return true;
    }
  }
  // GNU's __builtin_choose_expr: the expression it chose.
  if (auto *CE = dyn_cast<ChooseExpr>(S); CE && !CE->isConditionDependent()) {
    OS << "(" << print(CE->getChosenSubExpr()) << ")";
    return true;
  }
  return false;
}

/// Constants, enumerators and qualified names as the kernels spell them:
/// sizeof and character constants by C's values, constants by their values
/// in their types. Whether S was one.
bool BodyPrinter::printValue(Stmt *S, raw_ostream &OS) {
  // sizeof and _Alignof are C's values, not CUDA C++'s: sizeof('x') is 4
  // in C and 1 in C++. (A variable-length array's size never gets here.)
  if (auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S)) {
    Expr::EvalResult R;
    if (!U->EvaluateAsInt(R, Ctx))
      return false;
    OS << "((unsigned long)" << R.Val.getInt().getZExtValue() << "ul)";
    return true;
  }
  // An instantiation's template arguments by their values: a kernel has
  // no 'sizeof...(Ts)' (and no N).
  if (isa<SizeOfPackExpr>(S) || isa<SubstNonTypeTemplateParmExpr>(S)) {
    auto *E = cast<Expr>(S);
    Expr::EvalResult R;
    if (E->getType()->isIntegerType() && !E->isValueDependent() &&
        E->EvaluateAsInt(R, Ctx)) {
      OS << integerValueText(R.Val.getInt(), E->getType(), Ctx);
      return true;
    }
  }
  // A local constant's address: its parameter's (its value is printed
  // elsewhere, where it may have to be a constant).
  if (auto *U = dyn_cast<UnaryOperator>(S); U && U->getOpcode() == UO_AddrOf)
    if (auto *DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()))
      if (const auto *V = dyn_cast<VarDecl>(DR->getDecl());
          V && V->isLocalVarDecl() && !integerConstantValue(V).empty()) {
        OS << "&" << V->getName();
        return true;
      }
  // A value the language required to be constant (a case label) by its
  // value: in C a 'const int K' local may name one (a GNU folding), and the
  // kernel's K is a parameter, no constant.
  if (auto *CE = dyn_cast<ConstantExpr>(S);
      CE && CE->getType()->isIntegerType() && !CE->isValueDependent()) {
    Expr::EvalResult R;
    if (CE->EvaluateAsInt(R, Ctx)) {
      OS << integerValueText(R.Val.getInt(), CE->getType(), Ctx);
      return true;
    }
  }
  if (auto *DR = dyn_cast<DeclRefExpr>(S))
    return printNamedValue(DR, OS);
  // A string's characters are unsigned where the user's are (-funsigned-char,
  // u8 strings of C23 and C++20): CUDA's char is signed ('"\377"[0]' was -1).
  if (auto *IC = dyn_cast<ImplicitCastExpr>(S);
      IC && IC->getCastKind() == CK_ArrayToPointerDecay)
    if (auto *SL = dyn_cast<StringLiteral>(IC->getSubExpr()->IgnoreParens());
        SL && (SL->isOrdinary() || SL->isUTF8())) {
      QualType E = Ctx.getAsArrayType(SL->getType())->getElementType();
      if (E->isChar8Type() || !E->isSignedIntegerType()) {
        OS << "((const unsigned char *)";
        SL->printPretty(OS, nullptr, policy());
        OS << ")";
        return true;
      }
    }
  if (printFolded(S, OS))
    return true;
  // C11's _Generic: the expression it selected.
  if (auto *G = dyn_cast<GenericSelectionExpr>(S); G && !G->isResultDependent()) {
    OS << "(" << print(G->getResultExpr()) << ")";
    return true;
  }
  // A character constant by its value: the user's -funsigned-char decides
  // '\377' (CUDA's char is signed), and C++20's u8'x' is a char8_t that
  // CUDA C++17 does not have.
  if (auto *CL = dyn_cast<CharacterLiteral>(S)) {
    Expr::EvalResult R;
    if (!CL->EvaluateAsInt(R, Ctx))
      return false;
    QualType T = CL->getType();
    OS << integerValueText(R.Val.getInt(),
                           T->isChar8Type() ? Ctx.UnsignedCharTy : T, Ctx);
    return true;
  }
  return false;
}

/// A GNU case range as one label per value (nvcc compiles 'case 10 ...
/// 12:' as 'case 10:' alone, silently); longer ranges keep their loop on
/// the host (MaxCaseRange, LoopModel).
bool BodyPrinter::printCaseRange(CaseStmt *C, raw_ostream &OS) {
  Expr::EvalResult Lo, Hi;
  if (!C->getLHS()->EvaluateAsInt(Lo, Ctx) ||
      !C->getRHS()->EvaluateAsInt(Hi, Ctx))
    return false;
  QualType T = C->getLHS()->getType();
  for (llvm::APSInt V = Lo.Val.getInt(); V <= Hi.Val.getInt(); ++V) {
    OS << "case " << integerValueText(V, T, Ctx) << ":\n";
    if (V == Hi.Val.getInt()) // ++ would wrap at the type's largest value
      break;
  }
  OS << statement(C->getSubStmt());
  return true;
}

bool BodyPrinter::handledStmt(Stmt *S, raw_ostream &OS) {
  // A loop that gets a barrier before it, in braces with it: as the body
  // of an 'if' without braces, the 'if' would hold the barrier alone and
  // the loop run always (found by a random test of reordered nests).
  if (auto *F = dyn_cast<ForStmt>(S); F && !K.Vectors.count(F) &&
                                      !Braced.count(F) && barrierAround(F)) {
    Braced.insert(F);
    OS << "{\n" << statement(F) << "}\n";
    Braced.erase(F);
    return true;
  }
  // A statement that may run none of its parts ('if (c) <vector loop>', a
  // loop that may run no iteration): a barrier it ends with is no barrier
  // after it (the next vector loop's threads would write what others still
  // read before it; found by a bug-hunting helper).
  if ((isa<IfStmt, SwitchStmt, WhileStmt, DoStmt, ForStmt>(S)) &&
      !(isa<ForStmt>(S) && K.Vectors.count(cast<ForStmt>(S))) &&
      !K.SingleThread.count(S) && !K.LeftOut.count(S) && !MayRun.count(S)) {
    MayRun.insert(S);
    OS << statement(S);
    MayRun.erase(S);
    AfterBarrier = false;
    return true;
  }
  // Whether the last code printed is a barrier: braces are no code;
  // anything else (even an expression's part) may read memory.
  bool Fresh = trackBarriers(S, OS);
  if (Override && Override(S, OS))
    return true;
  if (K.LeftOut.count(S)) // another kernel's part of a distributed loop
    return true;
  if (K.Lanes && printLaneStatement(S, OS))
    return true;
  if (auto *F = dyn_cast<ForStmt>(S); F && K.Vectors.count(F)) {
    printVector(F, K.Vectors.at(F), /*Waited=*/Fresh, OS);
    AfterBarrier = true;
    return true;
  }
  // Outside the vector loops, thread 0 alone writes memory; the others
  // wait for it, and it waits for them first: what it writes, they may
  // still be reading for the statements before (in a sequential loop, the
  // last iteration's 'if (p[i + 1] < t)' while thread 0 stores p[i + 1]:
  // the threads would take different branches and meet at different
  // barriers).
  if (K.SingleThread.count(S) && Guarding != S) {
    printSingleThread(S, Fresh, OS);
    return true;
  }
  // After the lanes' and thread 0's placing: an update outside the vector
  // loops is still thread 0's alone.
  if (auto *E = dyn_cast<Expr>(S); E && K.AtomicUpdates.count(E))
    return printAtomicUpdate(K.AtomicUpdates.at(E), OS);
  if (auto *F = dyn_cast<ForStmt>(S))
    return printFor(F, OS);
  if (auto *A = dyn_cast<AttributedStmt>(S)) {
    printLoopHints(A, OS);
    OS << statement(A->getSubStmt());
    return true;
  }
  // Clang's declaration printer prints initializers without this helper,
  // so 'int v = b[i][2] + h(i);' would keep its 2-D reference: print the
  // declarators here, their initializers through the helper.
  if (auto *DS = dyn_cast<DeclStmt>(S))
    return printSlotDeclarators(DS, OS) ||
           printDeclarators(DS, OS, /*ForInit=*/false);
  if (auto *C = dyn_cast<CallExpr>(S);
      C && isDeviceMathFunction(C->getDirectCallee()))
    return printMathCall(C, OS);
  if (auto *C = dyn_cast<CallExpr>(S);
      C && C->getDirectCallee() && namedByPath(C))
    return printOwnNameCall(C, OS);
  if (auto *IL = dyn_cast<InitListExpr>(S))
    return printInitList(IL, OS);
  // The kernels know no enum type: a conversion to one is to its integers.
  if (auto *C = dyn_cast<ExplicitCastExpr>(S);
      C && C->getType()->isEnumeralType()) {
    OS << "((" << plainTypeName(C->getType(), Ctx) << ")("
       << print(C->getSubExpr()) << "))";
    return true;
  }
  if (printValue(S, OS))
    return true;
  if (auto *C = dyn_cast<CaseStmt>(S); C && C->caseStmtIsGNURange())
    return printCaseRange(C, OS);
  if (auto *ASE = dyn_cast<ArraySubscriptExpr>(S))
    return printSubscript(ASE, OS);
  if (Ctx.getLangOpts().isSignedOverflowDefined())
    return printWrapping(S, OS, Ctx, [&](const Stmt *E) { return print(E); });
  return false;
}

namespace {

/// One kernel's text, part by part.
class KernelWriter {
public:
  KernelWriter(const KernelDesc &K, ASTContext &Ctx)
      : K(K), Ctx(Ctx), Body(K, Ctx), OS(Text) {}
  PrintedKernel write();

private:
  std::string launchBounds() const;
  const KernelDesc &K;
  ASTContext &Ctx;
  BodyPrinter Body;
  std::string Text;
  llvm::raw_string_ostream OS;
  std::string Indent = "  ";
  std::string ParamList, ArgList;

  void signature();
  void threadIds();
  std::string laneParts();
  void vectorShared();
  void serialBody();
  void declarePrivates(const std::string &In);
  void slotLoads();
  void gridBody(const std::string &LaneShared);
  void firstprivateCopies();
  void lastprivateCopies();
  void gridLoop(size_t D);
  void tileLoads(const TileDesc &T);
  void closeGridLoops();
  void reductionCombine();
  void entries();
  std::string deviceFunction(const FunctionDecl *F);
};

/// The declaration of a loop's index at iteration Counter.
std::string indexValue(const std::string &Type, const std::string &Name,
                       const std::string &Lo, const std::string &Hi,
                       int64_t Step, const std::string &Counter) {
  return Type + " " + Name + " = " +
         indexValueText(Type, Lo, Hi, Step, Counter) + ";\n";
}

} // namespace

// A grid kernel's counters have the type __cuacc_i: its body is printed once
// and entered as <name> (long) and <name>_i32 (int), which the host launches
// when every counter fits in an int (on an H100 the 2-D stencil runs ~10%
// faster with int counters).
void KernelWriter::signature() {
  for (size_t I = 0; I < K.Params.size(); ++I) {
    const ParamDesc &P = K.Params[I];
    ParamList += (I ? ", " : "") + P.Type +
                 (P.restrictQualified() ? "__restrict__ " : " ") + P.Name;
    ArgList += (I ? ", " : "") + P.Name;
  }
  if (K.Serial && K.GridEntry) {
    // Its reductions' block totals and its barriers' arrival count.
    for (const auto &[F, V] : K.Vectors)
      for (const ReductionDesc *R : reductionsOf(V))
        OS << "__device__ " << R->Type << " " << gridPart(K, V, R->Name)
           << "[CUACC_GRID_MAX_BLOCKS];\n";
    OS << "__device__ unsigned long long " << K.Name << "__gbar;\n"
       << "template <bool __cuacc_gw>\nstatic __device__ __forceinline__ "
          "void "
       << K.Name << "__body(" << ParamList << ") {\n";
  } else if (K.Serial)
    OS << "extern \"C\" __global__ void " << K.Name << "(" << ParamList
       << ") {\n";
  else
    OS << "template <typename __cuacc_i>\nstatic __device__ __forceinline__ "
          "void "
       << K.Name << "__body(" << ParamList << ") {\n";
}

/// This thread's number among all, for its slice of the scratch buffer.
void KernelWriter::threadIds() {
  if (K.Scratch.empty())
    return;
  OS << "  const long __cuacc_threads = (long)gridDim.x * gridDim.y * "
        "gridDim.z * blockDim.x * blockDim.y * blockDim.z;\n"
        "  const long __cuacc_tid = (((long)blockIdx.z * gridDim.y + "
        "blockIdx.y) * gridDim.x + blockIdx.x) * (blockDim.x * blockDim.y * "
        "blockDim.z) + (threadIdx.z * blockDim.y + threadIdx.y) * "
        "blockDim.x + threadIdx.x;\n";
}

/// The lane loop's parts; returns the shared arrays a block's warps combine
/// their partials in (empty for a warp's lanes).
std::string KernelWriter::laneParts() {
  const LaneDesc &L = *K.Lanes;
  // Each lane starts its partials from the identity; the value a variable
  // had before the loop joins the combined partials after it (an element's
  // register is new, and the element joins in memory).
  Body.LaneHead.clear();
  // The lanes wait for each other before the loop where lane 0 stored
  // after the last run (loops interchange moved around it), or where the
  // loop stores what all lanes read before it (y[i][0] read, then stored
  // by the lane of k = 0).
  if (L.SyncBefore || L.Stores)
    Body.LaneHead = L.Dim == 0 ? "__syncwarp();\n" : "__syncthreads();\n";
  for (const LaneDesc::Reduced &R : L.Reductions) {
    const std::string &X = R.Reduction.Name, &Type = R.Reduction.Type;
    if (R.Element)
      Body.LaneHead += Type + " " + X + " = " + R.Reduction.Identity + ";\n";
    else
      Body.LaneHead += "const " + Type + " __lane_" + X + " = " + X + ";\n" +
                       X + " = " + R.Reduction.Identity + ";\n";
  }
  Body.LaneHead +=
      "const long __nl = " + tripCountText(L.Lower, L.Upper, L.Step) + ";\n";
  // A constant stride: nvcc then overlaps the loads of several iterations
  // (y = A x: 0.37 ms with 32, 0.50 with blockDim.x).
  std::string Lanes = std::to_string(L.Lanes);
  Body.LaneFor = "for (long __kl = threadIdx." +
                 std::string(L.Dim == 0 ? "x" : "y") +
                 "; __kl < __nl; __kl += " + Lanes + ")";
  Body.LaneIndex =
      indexValue(L.IndexType, L.Index, L.Lower, L.Upper, L.Step, "__kl");
  std::string Shared;
  Body.LaneTail.clear();
  if (L.Dim == 0) {
    if (L.Stores)
      Body.LaneTail += "__syncwarp();\n";
    for (const LaneDesc::Reduced &R : L.Reductions)
      Body.LaneTail += R.Reduction.Name + " = __cuacc_lane_allreduce<" +
                       R.Reduction.Functor + ">(" + R.Reduction.Name + ");\n";
    Body.LaneGuard = "threadIdx.x == 0";
  } else {
    // Every thread of the block reaches both barriers: the grid loop's
    // condition is the same for the whole block, and a thread past the end
    // repeats the last iteration without writing (__live0).
    std::string Combine;
    for (const LaneDesc::Reduced &R : L.Reductions) {
      const std::string &X = R.Reduction.Name, Part = "__part_" + X;
      Shared += "__shared__ " + R.Reduction.Type + " " + Part + "[" + Lanes +
                "][32];";
      Body.LaneTail += Part + "[threadIdx.y][threadIdx.x] = " + X + ";\n";
      Combine += "    " + X + " = " + R.Reduction.Functor + "()(" + X + ", " +
                 Part + "[__w][threadIdx.x]);\n";
    }
    Body.LaneTail += "__syncthreads();\nif (threadIdx.y == 0)\n"
                     "  for (int __w = 1; __w < " +
                     Lanes + "; ++__w) {\n" + Combine + "  }\n__syncthreads();\n";
    Body.LaneGuard = "threadIdx.y == 0 && __live0";
  }
  for (const LaneDesc::Reduced &R : L.Reductions) {
    const std::string &X = R.Reduction.Name, &Functor = R.Reduction.Functor;
    if (R.Element) {
      Body.LaneTail +=
          Body.applyElement(R.Reduction, R.Element, Body.LaneGuard, "__nl");
    } else {
      Body.LaneTail += X + " = __nl > 0 ? " + Functor + "()(__lane_" + X +
                       ", " + X + ") : __lane_" + X + ";\n";
    }
  }
  return Shared;
}

/// The thread's own scalars and its local arrays.
void KernelWriter::declarePrivates(const std::string &In) {
  for (const PrivateScalar &P : K.Privates)
    OS << In << P.Type << " " << P.Name << ";\n";
  for (const LocalArray &L : K.Locals)
    OS << In << L.ElementType << " " << L.Name << "[" << L.Size << "];\n";
}

/// One thread runs the statements, its slot scalars loaded first and the
/// ones it assigns stored back last.
///
/// With vector loops, the block's threads run the statements alike (thread 0
/// alone those that write memory, VectorLoops.cpp), so each has the slot
/// scalars' values; thread 0 stores them.
void KernelWriter::serialBody() {
  OS << (K.GridEntry     ? "  if (!__cuacc_gw && blockIdx.x != 0)\n"
         : K.VectorWidth ? "  if (blockIdx.x != 0)\n"
                         : "  if (blockIdx.x != 0 || threadIdx.x != 0)\n")
     << "    return;\n";
  if (K.GridEntry) // the grid barriers passed, times the blocks
    OS << "  unsigned long long __cuacc_target = 0;\n";
  vectorShared();
  slotLoads();
  declarePrivates("  ");
  for (const Stmt *S : K.Body)
    OS << "  " << Body.statement(S);
  for (const SlotAccess &S : K.SlotScalars)
    if (S.Store)
      OS << (K.VectorWidth ? "  if (" + Body.firstThread() + ")\n  " : "")
         << "  *" << S.Param << " = " << S.Name << ";\n";
}

/// The shared arrays the vector loops' reductions combine in: a total per
/// warp where the block is whole warps (__cuacc_block_allreduce), a value
/// per thread otherwise. (A persistent kernel with a dozen reductions
/// would pass the 48 KiB of static shared memory at one per thread.)
void KernelWriter::vectorShared() {
  unsigned Parts =
      K.VectorWidth % 32 == 0 ? K.VectorWidth / 32 : K.VectorWidth;
  for (const auto &[F, V] : K.Vectors)
    for (const ReductionDesc *R : reductionsOf(V))
      OS << Indent << "__shared__ " << R->Type << " "
         << vectorPart(V, R->Name) << "[" << Parts << "];\n";
}

/// Each slot scalar in a local of its own name; read-only where the kernel
/// does not assign it.
void KernelWriter::slotLoads() {
  for (const SlotAccess &S : K.SlotScalars) {
    OS << Indent << (S.Store || !S.Load ? "" : "const ") << S.Type << " "
       << S.Name;
    if (S.Load)
      OS << " = *" << S.Param;
    OS << ";\n";
  }
}

// Block b runs the chunks b, b + gridDim, ...; a chunk is S strips of
// blockDim consecutive iterations, and strip r of chunk c gives this thread
// iteration (c * S + r) * blockDim + thread (along x; along y and z,
// (c * blockDim + thread) * S + r, below). S is at most the plan's Chunk
// and no more than the launched grid needs: the host picks the grid, so
// that a small loop still gets one iteration per thread. The chunk loop
// normally runs once: not unrolling it keeps nvcc from multiplying
// registers (2x slower when it did, on an H100); the strips are unrolled so
// that their loads overlap.
void KernelWriter::gridLoop(size_t D) {
  static const char *Dim[] = {"x", "y", "z"};
  const GridLoopDesc &G = K.Grid[D];
  std::string N = "__n" + std::to_string(D), C = "__c" + std::to_string(D),
              R = "__r" + std::to_string(D), Kk = "__k" + std::to_string(D),
              S = "__s" + std::to_string(D), Dm = Dim[D];
  // Without a thread dimension, a block takes one iteration at a time.
  const std::string Ix = "__cuacc_i",
                    BlockDim = G.ThreadDim ? "(" + Ix + ")blockDim." +
                                                 std::string(1, G.ThreadDim)
                                           : "1";
  OS << Indent << "const " << Ix << " " << N << " = (" << Ix << ")"
     << tripCountText(G.Lower, G.Upper, G.Step) << ";\n";
  std::string First;
  if (G.Chunk > 1) {
    std::string Threads = "(" + Ix + ")gridDim." + Dm + " * " + BlockDim;
    OS << Indent << "const " << Ix << " " << S << " = " << N << " > "
       << G.Chunk << " * " << Threads << " ? " << G.Chunk << " : (" << N
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
  // A chunk whose strips are all in range skips the checks: without a
  // branch between them, the unrolled strips' loads issue together (nvcc
  // unswitches the loop on the flag; bench/experiments/dot-variants.cu:
  // the dot product 0.375 -> 0.364 ms, hand CUDA 0.356).
  std::string Unchecked;
  if (G.Chunk > 1) {
    bool Unrolled = G.Vector > 1;
    if (Unrolled) {
      std::string Chunk = std::to_string(G.Chunk);
      OS << Indent << "const bool __whole" << D << " = " << S << " == "
         << Chunk << " && (" << C << " * " << Chunk << " + " << Chunk
         << ") * " << BlockDim << " <= " << N << ";\n";
      Unchecked = "!__whole" + std::to_string(D) + " && ";
    }
    // Unrolled strips overlap their loads along a dimension with threads;
    // along one without, each strip reuses the last one's loads from L1,
    // and unrolling 16 of them only costs registers
    // (bench/experiments/stencil3d-strips.cu: 672 us rolled, 2311 us
    // unrolled, for the 512^3 stencil). The long-counter entry, launched
    // only past 2^31 iterations, keeps its strips rolled, and so does a
    // body with inner loops (GridLoopDesc::StripUnroll): unrolled, their
    // copies were half of nvcc's time for such bodies (adi 2.13 -> 1.43 s).
    OS << Indent
       << (G.StripUnroll > 1
               ? "#pragma unroll (sizeof(" + Ix + ") == 4 ? " +
                     std::to_string(G.StripUnroll) + " : 1)\n"
               : std::string("#pragma unroll 1\n"))
       << Indent << "for (int " << R << " = 0; " << R << " < " << G.Chunk
       << "; ++" << R << ") {\n";
    Indent += "  ";
    OS << Indent << "if (" << Unchecked << R << " >= " << S << ")\n"
       << Indent << "  break;\n";
  }
  std::string Thread = G.ThreadDim ? "(" + Ix + ")threadIdx." +
                                       std::string(1, G.ThreadDim)
                                 : "0";
  // Along a dimension other than the warp's, a thread's strips are
  // consecutive iterations instead, (c * blockDim + thread) * S + r: the
  // chunk is the same, and a stencil's unrolled strips share their
  // neighbours' loads (a[i+1][j] of one is a[i][j] of the next), as a hand
  // kernel marching along the rows keeps them in registers.
  std::string Iteration = First + " * " + BlockDim + " + " + Thread;
  if (G.Chunk > 1 && G.ThreadDim && G.ThreadDim != 'x')
    Iteration = "(" + C + " * " + BlockDim + " + " + Thread + ") * " + S +
                " + " + R;
  if (G.Clamp)
    OS << Indent << "const " << Ix << " __kk" << D << " = " << Iteration
       << ";\n"
       << Indent << "const bool __live" << D << " = __kk" << D << " < " << N
       << ";\n"
       << Indent << "const " << Ix << " " << Kk << " = __live" << D
       << " ? __kk" << D << " : " << N << " - 1;\n";
  else
    OS << Indent << "const " << Ix << " " << Kk << " = " << Iteration << ";\n"
       << Indent << "if (" << Unchecked << Kk << " >= " << N << ")\n"
       << Indent << "  break;\n";
  OS << Indent
     << indexValue(G.IndexType, G.Index, G.Lower, G.Upper, G.Step, Kk);
}

/// The block's tile, loaded by all its threads: the elements its
/// iterations read, clipped to what the loop's last iteration reads. Each
/// dimension of the tile is walked by the threads of the grid dimension it
/// follows: rows of the tile load as coalesced rows, without division.
void KernelWriter::tileLoads(const TileDesc &T) {
  static const char *Dim[] = {"x", "y", "z"};
  std::vector<std::string> At(T.Grid.size());
  std::string Fits, Cell, Pad = Indent;
  for (size_t D = 0; D < T.Grid.size(); ++D) {
    const GridLoopDesc &G = K.Grid[T.Grid[D]];
    std::string Origin = "((long)" + G.Lower + " + (long)__c" +
                         std::to_string(T.Grid[D]) + " * " +
                         std::to_string(G.Vector) + " + (" +
                         std::to_string(T.Lo[D]) + "))";
    std::string Last =
        "((long)" + G.Upper + " + (" + std::to_string(T.Hi[D]) + "))";
    std::string Tv = "__t" + std::to_string(D);
    OS << Pad << "for (int " << Tv << " = threadIdx." << Dim[T.Grid[D]] << "; "
       << Tv << " < " << T.Extent[D] << "; " << Tv << " += " << G.Vector
       << ")\n";
    Pad += "  ";
    At[D] = "(" + Origin + " + " + Tv + ")";
    Fits += (D ? " && " : "") + At[D] + " <= " + Last;
    Cell += "[" + Tv + "]";
  }
  // The element as the kernel's own references address it.
  std::string Linear = At[0];
  for (size_t D = 1; D < T.Grid.size(); ++D)
    Linear = "(" + Linear + " * " + T.ArrayExtents[D - 1] + " + " + At[D] + ")";
  OS << Pad << "if (" << Fits << ")\n"
     << Pad << "  __cache_" << T.Name << Cell << " = " << T.Name << "["
     << Linear << "];\n";
}

void KernelWriter::closeGridLoops() {
  for (size_t D = K.Grid.size(); D > 0; --D)
    for (unsigned Close = K.Grid[D - 1].Chunk > 1 ? 2 : 1; Close; --Close) {
      Indent.resize(Indent.size() - 2);
      OS << Indent << "}\n";
    }
}

/// Each thread's partial into the reduction's device slot: across the warp
/// first when the block is whole warps, so one lane per warp goes atomic.
void KernelWriter::reductionCombine() {
  for (const ReductionDesc &R : K.Reductions) {
    std::string Slot = "__red_" + R.Name, X = R.Name;
    if (K.WarpCombine)
      OS << "  " << X << " = __cuacc_warp_reduce<" << R.Functor << ">(" << X
         << ");\n  if ((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y "
            "* threadIdx.z)) % 32 == 0)\n    __cuacc_atomic<"
         << R.Functor << ">(" << Slot << ", " << X << ");\n";
    else
      OS << "  __cuacc_atomic<" << R.Functor << ">(" << Slot << ", " << X
         << ");\n";
  }
}

/// Each firstprivate array's copy starts from the device copy's values.
void KernelWriter::firstprivateCopies() {
  for (const FirstprivateCopy &C : K.FirstprivateCopies) {
    std::string Name = C.Var->getName().str(), Buffer = "__priv_" + Name;
    if (C.InScratch)
      OS << Indent << "for (long __cuacc_e = 0; __cuacc_e < " << Buffer
         << "_n; ++__cuacc_e)\n"
         << Indent << "  " << Buffer
         << "[__cuacc_e * __cuacc_threads + __cuacc_tid] = " << C.From << "["
         << Buffer << "_lo + __cuacc_e];\n";
    else
      OS << Indent << "for (long __cuacc_e = 0; __cuacc_e < " << C.Size
         << "; ++__cuacc_e)\n"
         << Indent << "  " << Name << "[__cuacc_e] = " << C.From
         << "[__cuacc_e];\n";
  }
}

/// The thread that runs the grid's last iteration (every grid loop's last,
/// a clamped thread's only if live) copies each lastprivate array's copy
/// back: the values the loop leaves there when it runs in order.
void KernelWriter::lastprivateCopies() {
  if (K.LastprivateCopies.empty())
    return;
  std::string Last;
  for (size_t D = 0; D < K.Grid.size(); ++D) {
    std::string Ds = std::to_string(D);
    Last += (D ? " && " : "") +
            (K.Grid[D].Clamp ? "__live" + Ds + " && " : std::string()) +
            "__k" + Ds + " == __n" + Ds + " - 1";
  }
  OS << Indent << "if (" << Last << ") {\n";
  for (const LastprivateCopy &C : K.LastprivateCopies) {
    std::string Name = C.Var->getName().str(), Lo = C.To + "_lo";
    OS << Indent << "  for (long __cuacc_e = 0; __cuacc_e < " << C.To
       << "_n; ++__cuacc_e)\n"
       << Indent << "    " << C.To << "[" << Lo << " + __cuacc_e] = ";
    if (C.InScratch)
      OS << "__priv_" << Name << "[(" << Lo << " + __cuacc_e - __priv_" << Name
         << "_lo) * __cuacc_threads + __cuacc_tid];\n";
    else
      OS << Name << "[" << Lo << " + __cuacc_e];\n";
  }
  OS << Indent << "}\n";
}

void KernelWriter::gridBody(const std::string &LaneShared) {
  if (!LaneShared.empty())
    OS << Indent << LaneShared << "\n";
  for (const TileDesc &T : K.Tiles) {
    OS << Indent << "__shared__ " << T.ElementType << " __cache_" << T.Name;
    for (unsigned E : T.Extent)
      OS << "[" << E << "]";
    OS << ";\n";
  }
  vectorShared();
  slotLoads();
  for (const ReductionDesc &R : K.Reductions)
    OS << Indent << R.Type << " " << R.Name << " = " << R.Identity << ";\n";
  for (size_t D = 0; D < K.Grid.size(); ++D)
    gridLoop(D);
  if (!K.Tiles.empty()) {
    for (const TileDesc &T : K.Tiles)
      tileLoads(T);
    std::string Live;
    for (size_t D = 0; D < K.Grid.size(); ++D)
      Live += (D ? " && __live" : "__live") + std::to_string(D);
    OS << Indent << "__syncthreads();\n" << Indent << "if (" << Live
       << ") {\n";
  }
  std::string Guard;
  for (const GridLoopDesc &G : K.Grid)
    if (!G.Guard.empty())
      Guard += (Guard.empty() ? "" : " && ") + G.Guard;
  if (!Guard.empty()) // an iteration of the box outside the nest's bounds
    OS << Indent << "if (" << Guard << ") {\n";
  declarePrivates(Indent);
  firstprivateCopies();
  for (const Stmt *S : K.Body)
    OS << Indent << Body.statement(S);
  lastprivateCopies();
  if (!Guard.empty())
    OS << Indent << "}\n";
  if (!K.Tiles.empty()) // the tile is read before the next one loads
    OS << Indent << "}\n" << Indent << "__syncthreads();\n";
  closeGridLoops();
  reductionCombine();
}

void KernelWriter::entries() {
  if (K.Serial && K.GridEntry)
    OS << "extern \"C\" __global__ void " << K.Name << "(" << ParamList
       << ") {\n  " << K.Name << "__body<false>(" << ArgList << ");\n}\n"
       << "extern \"C\" __global__ void " << K.Name << "_grid(" << ParamList
       << ") {\n  " << K.Name << "__body<true>(" << ArgList << ");\n}\n";
  if (K.Serial)
    return;
  std::string Bounds = launchBounds();
  OS << "extern \"C\" __global__ void " << Bounds << K.Name << "("
     << ParamList << ") {\n  " << K.Name << "__body<long>(" << ArgList
     << ");\n}\n"
     << "extern \"C\" __global__ void " << Bounds << K.Name << "_i32("
     << ParamList << ") {\n  " << K.Name << "__body<int>(" << ArgList
     << ");\n}\n";
}

/// A kernel whose inner loop is split across lanes says how many of its
/// blocks an SM should hold (two of a column sum's 512 threads, the rows of
/// each column across the block's warps; four of a row sum's 256, each row
/// across a warp's lanes): ptxas then keeps more of the loop's loads in
/// flight (up to 64 registers) where it kept 32, and a column sum's blocks
/// come in two waves. On an H200 (bench/experiments/lanes-split.cu, then
/// bench/run): z = A^T y 16384^2 0.307 -> 0.251 ms (the hand kernel 0.248),
/// y = A x 0.280 -> 0.272 (0.262).
std::string KernelWriter::launchBounds() const {
  if (!K.Lanes || K.Persistent || K.VectorWidth || K.Grid.size() != 1)
    return "";
  unsigned Threads = K.Grid[0].Vector * K.Lanes->Lanes;
  unsigned Blocks = K.Lanes->Dim == 1 ? 2 : 4;
  if (Threads == 0 || Threads * Blocks > 2048)
    return "";
  return "__launch_bounds__(" + std::to_string(Threads) + ", " +
         std::to_string(Blocks) + ") ";
}

/// The struct variables the statements declare.
static std::vector<const VarDecl *>
localStructs(const std::vector<const Stmt *> &Body) {
  std::vector<const VarDecl *> Out;
  std::vector<const Stmt *> Work(Body.begin(), Body.end());
  while (!Work.empty()) {
    const Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D);
            V && V->getType()->isRecordType())
          Out.push_back(V);
    for (const Stmt *C : S->children())
      Work.push_back(C);
  }
  return Out;
}

PrintedKernel KernelWriter::write() {
  signature();
  threadIds();
  std::string LaneShared = K.Lanes ? laneParts() : "";
  if (K.Serial)
    serialBody();
  else
    gridBody(LaneShared);
  OS << "}\n";
  entries();
  if (K.Tiling)
    OS << printTiledEntries(K, Body, ParamList, ArgList);
  // C++ source already says what CUDA C++ reads; C's names may not.
  auto ForCuda = [&](const std::string &T) {
    return Ctx.getLangOpts().CPlusPlus ? T
                                       : renameForCuda(T, Ctx.getLangOpts().C23);
  };
  PrintedKernel P{K.Name, ForCuda(Text), {}, {}, {}};
  // The structs of its arrays, before anything that names them.
  std::vector<std::pair<std::string, std::string>> Records;
  for (const ParamDesc &Param : K.Params)
    if (Param.Var)
      recordDefinitions(Param.Var->getType(), Ctx, Records);
  for (const VarDecl *V : localStructs(K.Body))
    recordDefinitions(V->getType(), Ctx, Records);
  // The device functions' structs: taken and given by value, and their
  // own variables.
  for (const FunctionDecl *F : K.DeviceFunctions) {
    recordDefinitions(F->getReturnType(), Ctx, Records);
    for (const ParmVarDecl *P : F->parameters())
      recordDefinitions(P->getType(), Ctx, Records);
    for (const VarDecl *V : localStructs({F->getBody()}))
      recordDefinitions(V->getType(), Ctx, Records);
  }
  // (Lowering keeps every other struct out of kernels: KernelContents.)
  for (auto &[Name, Text] : Records)
    P.DeviceFunctions.push_back({"struct " + Name, ForCuda(Text)});
  std::vector<std::pair<std::string, std::string>> Functions;
  for (const FunctionDecl *F : K.DeviceFunctions)
    // Overloads are functions of their own (keyed by name alone, f(int)
    // was left out and f(c[i]) called f(double)); a function of a name of
    // its own is that name.
    Functions.push_back(
        {hasOwnName(F)
             ? deviceFunctionName(F)
             : F->getQualifiedNameAsString() + " " + F->getType().getAsString(),
         ForCuda(deviceFunction(F))});
  // The tables the functions read, before them (by value: no table names
  // another).
  for (const auto &[Name, V] : Body.Tables) {
    std::string Def;
    llvm::raw_string_ostream DOS(Def);
    DOS << "static __device__ ";
    const VarDecl *WithInit = nullptr;
    V->getAnyInitializer(WithInit);
    withoutEnums(WithInit->getType(), Ctx)
        .print(DOS, Body.policy(), Name);
    DOS << " = " << constantTableInitializer(V) << ";\n";
    P.DeviceFunctions.push_back({"table " + Name, ForCuda(Def)});
  }
  P.DeviceFunctions.insert(P.DeviceFunctions.end(), Functions.begin(),
                           Functions.end());
  return P;
}

/// A function the kernel calls, as a device function: its body printed as
/// the kernel's is (math calls, -fwrapv's arithmetic), under a plain
/// signature (a C++ library template's specialization would print as
/// 'template<>', which a device function cannot be).
std::string KernelWriter::deviceFunction(const FunctionDecl *F) {
  std::string Def;
  llvm::raw_string_ostream DOS(Def);
  const PrintingPolicy &Policy = Body.policy();
  // In its namespaces, so that 'ns::f(x)' finds it and '::f' stays apart
  // (a static member function in its class's, under a name of its own).
  std::vector<const NamespaceDecl *> Spaces = enclosingNamespaces(F);
  for (const NamespaceDecl *N : Spaces)
    DOS << "namespace " << (N->isAnonymousNamespace() ? "" : N->getName().str())
        << " {\n";
  // The kernels know no enum type: its integers (as its values are).
  auto Type = [&](QualType T, llvm::StringRef Name) {
    if (T->isEnumeralType())
      DOS << plainTypeName(T, Ctx) << (Name.empty() ? "" : " ") << Name;
    else
      T.print(DOS, Policy, Name);
  };
  DOS << "static __device__ ";
  Type(F->getReturnType(), "");
  DOS << " " << deviceFunctionName(F) << "(";
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *P = F->getParamDecl(I);
    DOS << (I ? ", " : "");
    Type(P->getOriginalType(), P->getName());
    // A call that leaves it out gets it from here (Clang prints no default
    // argument at the call).
    if (P->hasDefaultArg() && !P->hasUnparsedDefaultArg() &&
        !P->hasUninstantiatedDefaultArg())
      DOS << " = " << Body.print(P->getDefaultArg());
  }
  Body.InDeviceFunction = true;
  DOS << ") " << Body.print(F->getBody()) << "\n";
  Body.InDeviceFunction = false;
  for (size_t I = 0; I < Spaces.size(); ++I)
    DOS << "}\n";
  return Def;
}

PrintedKernel cuacc::printKernel(const KernelDesc &K, ASTContext &Ctx) {
  // Printed under a placeholder name first: its shape is its text without
  // its own name.
  KernelDesc Placeheld = K;
  Placeheld.Name = KernelPlaceholder;
  PrintedKernel P = KernelWriter(Placeheld, Ctx).write();
  P.EmulatorLauncher = emulatorLauncher(Placeheld);
  if (!Ctx.getLangOpts().CharIsSigned) {
    P.Source = plainCharAsUnsigned(P.Source);
    for (auto &[Name, Text] : P.DeviceFunctions)
      Text = plainCharAsUnsigned(Text);
    P.EmulatorLauncher = plainCharAsUnsigned(P.EmulatorLauncher);
  }
  // A persistent kernel's grid entry has device variables of its own (its
  // barrier's count, its block totals).
  if (!(K.Serial && K.GridEntry)) {
    std::vector<std::string> Params;
    for (const ParamDesc &Param : K.Params)
      Params.push_back(Ctx.getLangOpts().CPlusPlus ? Param.Name
                                                   : renameForCuda(Param.Name, Ctx.getLangOpts().C23));
    P.Shape = kernelShape(P.Source + P.EmulatorLauncher, Params);
  }
  P.Name = K.Name;
  P.Source = renamePrefix(P.Source, KernelPlaceholder, K.Name);
  P.EmulatorLauncher = renamePrefix(P.EmulatorLauncher, KernelPlaceholder, K.Name);
  return P;
}
