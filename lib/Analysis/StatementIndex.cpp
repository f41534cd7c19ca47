//===- StatementIndex.cpp - the facts of a region's statements ------------===//

#include "Analysis/StatementIndex.h"
#include "Analysis/CTypes.h"
#include "Analysis/DeviceMath.h"
#include "Analysis/LoopModel.h"
#include "Directive/Binder.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

namespace {

/// The one walk: every statement in visiting order, the extent of each
/// one's subtree, and each declaration with the statement around it.
class Indexer : public RecursiveASTVisitor<Indexer> {
public:
  explicit Indexer(StatementIndex::Tree &T)
      : Order(T.Order), Ends(T.Ends), Decls(T.Decls) {}

  // Recursive, not the visitor's queue: a statement's extent closes when
  // its children are done.
  bool TraverseStmt(Stmt *S, DataRecursionQueue * = nullptr) {
    if (!S)
      return true;
    unsigned Begin = Order.size();
    Order.push_back(S);
    Ends.push_back(0);
    Around.push_back(Begin);
    RecursiveASTVisitor::TraverseStmt(S, nullptr);
    Around.pop_back();
    Ends[Begin] = Order.size();
    return true;
  }
  bool VisitDecl(Decl *D) {
    if (!Around.empty())
      Decls.push_back({D, Around.back(), unsigned(Order.size())});
    return true;
  }

private:
  std::vector<const Stmt *> &Order;
  std::vector<unsigned> &Ends;
  std::vector<StatementIndex::DeclPlace> &Decls;
  /// The places of the statements open now, innermost last.
  std::vector<unsigned> Around;
};

} // namespace

void VariableUses::use(const VarDecl *V) {
  if (std::find(Used.begin(), Used.end(), V) == Used.end())
    Used.push_back(V);
}

void VariableUses::add(const VariableUses &Other) {
  for (const VarDecl *V : Other.Used)
    use(V);
  Assigned.insert(Other.Assigned.begin(), Other.Assigned.end());
  Subscripted.insert(Other.Subscripted.begin(), Other.Subscripted.end());
}

StatementIndex::StatementIndex(const Stmt *Root) { index(Root); }
StatementIndex::~StatementIndex() = default;

void StatementIndex::index(const Stmt *Root) const {
  auto T = std::make_unique<Tree>();
  Indexer(*T).TraverseStmt(const_cast<Stmt *>(Root));
  // A statement met twice (the AST shares it, or a larger tree around an
  // indexed one) keeps its first place: its subtree is the same.
  for (unsigned I = 0; I < T->Order.size(); ++I)
    Positions.try_emplace(T->Order[I], T.get(), I);
  Trees.push_back(std::move(T));
}

StatementIndex::Position StatementIndex::position(const Stmt *S) const {
  auto It = Positions.find(S);
  if (It == Positions.end()) {
    index(S);
    It = Positions.find(S);
  }
  const auto [T, Begin] = It->second;
  return {T, Begin, T->Ends[Begin]};
}

llvm::ArrayRef<const Stmt *> StatementIndex::subtree(const Stmt *S) const {
  if (!S)
    return {};
  Position P = position(S);
  return llvm::ArrayRef<const Stmt *>(P.T->Order).slice(P.Begin,
                                                        P.End - P.Begin);
}

void StatementIndex::walk(const Stmt *S,
                          llvm::function_ref<bool(const Stmt *)> Visit) const {
  if (!S)
    return;
  Position P = position(S);
  for (unsigned I = P.Begin; I < P.End;) {
    I = Visit(P.T->Order[I]) ? I + 1 : P.T->Ends[I];
  }
}

std::vector<const Decl *> StatementIndex::declsUnder(const Stmt *S) const {
  std::vector<const Decl *> Out;
  if (!S)
    return Out;
  Position P = position(S);
  for (const DeclPlace &D : P.T->Decls)
    if (P.Begin <= D.Around && D.Around < P.End)
      Out.push_back(D.D);
  return Out;
}

void StatementIndex::visitInOrder(
    const Stmt *S,
    llvm::function_ref<bool(const Stmt *, const Decl *)> Visit) const {
  if (!S)
    return;
  Position P = position(S);
  // Declarations are recorded in walking order, so by Before.
  const std::vector<DeclPlace> &Decls = P.T->Decls;
  auto D = llvm::partition_point(
      Decls, [&](const DeclPlace &X) { return X.Before <= P.Begin; });
  for (unsigned I = P.Begin; I <= P.End; ++I) {
    for (; D != Decls.end() && D->Before == I; ++D)
      if (P.Begin <= D->Around && D->Around < P.End && !Visit(nullptr, D->D))
        return;
    if (I < P.End && !Visit(P.T->Order[I], nullptr))
      return;
  }
}

/// What one statement node adds to its tree's uses.
static void addUses(const Stmt *S, VariableUses &U) {
  if (const auto *D = dyn_cast<DeclRefExpr>(S)) {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      U.use(V);
  } else if (const auto *B = dyn_cast<BinaryOperator>(S)) {
    if (B->isAssignmentOp())
      if (const VarDecl *V = referencedVar(B->getLHS()))
        U.Assigned.insert(V);
  } else if (const auto *Op = dyn_cast<UnaryOperator>(S)) {
    if (Op->isIncrementDecrementOp() || Op->getOpcode() == UO_AddrOf)
      if (const VarDecl *V = referencedVar(Op->getSubExpr()))
        U.Assigned.insert(V);
  } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(S)) {
    // (*p)[j] and (*(p + k))[j] subscript p too (p[0][j], p[k][j]).
    const Expr *Base = A->getBase()->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<UnaryOperator>(Base);
        D && D->getOpcode() == UO_Deref) {
      Base = D->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *Add = dyn_cast<BinaryOperator>(Base);
          Add && Add->getOpcode() == BO_Add)
        Base = Add->getLHS();
    }
    if (const VarDecl *V = referencedVar(Base))
      U.Subscripted.insert(V);
  }
}

const VariableUses &StatementIndex::uses(const Stmt *S) const {
  auto It = UsesOf.find(S);
  if (It != UsesOf.end())
    return It->second;
  VariableUses U;
  for (const Stmt *Sub : subtree(S))
    addUses(Sub, U);
  return UsesOf.emplace(S, std::move(U)).first->second;
}

VariableUses
StatementIndex::uses(llvm::ArrayRef<const Stmt *> Stmts) const {
  VariableUses U;
  for (const Stmt *S : Stmts)
    U.add(uses(S));
  return U;
}

bool cuacc::passesPointer(const CallExpr *C) {
  return llvm::any_of(C->arguments(), [](const Expr *A) {
    return A->getType()->isPointerType() || A->getType()->isArrayType();
  });
}

bool StatementIndex::callsWithPointers(const Stmt *S) const {
  return llvm::any_of(subtree(S), [](const Stmt *Sub) {
    const auto *C = dyn_cast<CallExpr>(Sub);
    return C && passesPointer(C);
  });
}

bool StatementIndex::jumpsOut(const Stmt *S) const {
  bool Leaves = false;
  walk(S, [&](const Stmt *Sub) {
    if (isa<ContinueStmt, BreakStmt>(Sub))
      Leaves = true;
    // What a loop or a switch holds stays in it.
    return !Leaves && !isa<ForStmt, WhileStmt, DoStmt, SwitchStmt>(Sub);
  });
  return Leaves;
}

bool StatementIndex::declaresArray(const Stmt *S) const {
  return llvm::any_of(subtree(S), [](const Stmt *Sub) {
    const auto *DS = dyn_cast<DeclStmt>(Sub);
    return DS && llvm::any_of(DS->decls(), [](const Decl *D) {
             const auto *V = dyn_cast<VarDecl>(D);
             return V && V->getType()->isArrayType();
           });
  });
}

bool StatementIndex::killsOnEntry(const Stmt *S, const VarDecl *V) const {
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *Sub : CS->body())
      if (countRefs(Sub, V))
        return killsOnEntry(Sub, V);
    return false;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    if (F->getInit() && killsOnEntry(F->getInit(), V))
      return true;
    for (const Stmt *Part : {F->getInit(), static_cast<const Stmt *>(F->getCond()),
                             static_cast<const Stmt *>(F->getInc())})
      if (Part && countRefs(Part, V))
        return false;
    return killsOnEntry(F->getBody(), V);
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return llvm::is_contained(DS->decls(), V);
  const auto *BO = dyn_cast<BinaryOperator>(S);
  return BO && BO->getOpcode() == BO_Assign &&
         referencedVar(BO->getLHS()) == V && countRefs(BO->getRHS(), V) == 0;
}

bool StatementIndex::readOutside(llvm::ArrayRef<const Stmt *> Body,
                                 const VarDecl *V, const Stmt *Except) const {
  bool Read = false;
  for (const Stmt *S : Body)
    walk(S, [&](const Stmt *Sub) {
      // (A loop that sets V first reads its own value, unless Except,
      // inside it, sets V for what follows in the same iteration: found by
      // a bug-hunting helper, a 'changed' flag thread 0 set before 'if
      // (!changed) break;' in a one-block persistent kernel.)
      if (Read || Sub == Except ||
          (isa<ForStmt>(Sub) && killsOnEntry(Sub, V) &&
           !llvm::is_contained(subtree(Sub), Except)))
        return false;
      if (const auto *DR = dyn_cast<DeclRefExpr>(Sub))
        Read = DR->getDecl() == V;
      return !Read;
    });
  return Read;
}

const CXXRecordDecl *cuacc::localClassOf(const FunctionDecl *F) {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  return M && M->getParent()->isLocalClass() ? M->getParent() : nullptr;
}

bool cuacc::devicePrintsValueOf(const VarDecl *V) {
  return V->isStaticDataMember() && !integerConstantValue(V).empty();
}

const CalleeInfo &StatementIndex::callee(const FunctionDecl *F) const {
  auto It = Callees.find(F);
  if (It != Callees.end())
    return It->second;
  CalleeInfo Info;
  std::string Name = F->getName().str();
  // Its parameters decide first, then the first global it names.
  for (const ParmVarDecl *P : F->parameters()) {
    QualType T = P->getType();
    // A struct the kernels can define, by value ('double dot(vec3 a, vec3
    // b)'), is its own copy.
    bool Value = T->isScalarType() || isDevicePlainRecord(T);
    if (!Info.Why && (!Value || (T->isPointerType() &&
                                 !T->getPointeeType()->isScalarType())))
      Info.Why = NotOffloaded{NotOffloadedKind::CallParameterNotScalar,
                              {Name, P->getName().str()}};
  }
  if (const CXXRecordDecl *Local = localClassOf(F); Local && !Info.Why)
    Info.Why = NotOffloaded{NotOffloadedKind::CallLocalClassMember,
                            {Name, Local->getName().str()}};
  for (const Stmt *S : subtree(F->getBody())) {
    if (const auto *D = dyn_cast<DeclRefExpr>(S)) {
      const auto *V = dyn_cast<VarDecl>(D->getDecl());
      if (V && V->hasGlobalStorage() && !devicePrintsValueOf(V) && !Info.Why &&
          constantTableInitializer(V).empty())
        Info.Why = V->isStaticDataMember()
                       ? NotOffloaded{NotOffloadedKind::CallUsesStaticMember,
                                      {Name, V->getQualifiedNameAsString()}}
                       : NotOffloaded{NotOffloadedKind::CallUsesGlobal,
                                      {Name, V->getName().str()}};
    } else if (const auto *C = dyn_cast<CallExpr>(S)) {
      if (const FunctionDecl *G = C->getDirectCallee()) {
        Info.CallsItself |= G->getCanonicalDecl() == F->getCanonicalDecl();
        if (const FunctionDecl *Def = G->getDefinition())
          Info.Calls.push_back(Def);
      }
    }
  }
  return Callees.emplace(F, std::move(Info)).first->second;
}

VariableUses cuacc::summarizeUses(const Stmt *S) {
  return StatementIndex(S).uses(S);
}

VariableUses cuacc::summarizeUses(llvm::ArrayRef<const Stmt *> Stmts) {
  VariableUses U;
  for (const Stmt *S : Stmts)
    U.add(summarizeUses(S));
  return U;
}

static bool declaresSomething(const CompoundStmt *CS) {
  return std::any_of(CS->body_begin(), CS->body_end(),
                     [](const Stmt *S) { return isa<DeclStmt>(S); });
}

static void appendStatements(const Stmt *S, std::vector<const Stmt *> &Out) {
  const auto *CS = dyn_cast<CompoundStmt>(S);
  if (!CS) {
    Out.push_back(withoutLoopHints(S));
    return;
  }
  for (const Stmt *C : CS->body()) {
    const auto *Inner = dyn_cast<CompoundStmt>(C);
    if (Inner && !declaresSomething(Inner))
      appendStatements(Inner, Out);
    else
      Out.push_back(withoutLoopHints(C));
  }
}

std::vector<const Stmt *> cuacc::statementsOf(const Stmt *S) {
  std::vector<const Stmt *> Out;
  appendStatements(S, Out);
  return Out;
}
