//===- Handoff.cpp - what the planning parse gives the main parse ---------===//

#include "Pipeline/Handoff.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

Handoff cuacc::handOff(llvm::ArrayRef<StoredDiagnostic> Diagnostics,
                       const Listing &Messages, std::string Dumps,
                       llvm::function_ref<TextPlace(SourceLocation)> Place) {
  Handoff H;
  for (const StoredDiagnostic &D : Diagnostics)
    H.Diagnostics.push_back(
        {D.getLevel(), D.getMessage().str(), Place(D.getLocation())});
  for (const Listing::Entry &E : Messages.entries())
    H.Messages.push_back({E.Function, E.M, Place(E.M.Loc)});
  H.Dumps = std::move(Dumps);
  return H;
}

SourceLocation cuacc::locate(const TextPlace &P, SourceManager &SM,
                             FileManager &FM) {
  if (!P.Valid)
    return {};
  FileID File = SM.getMainFileID();
  if (!P.MainFile) {
    OptionalFileEntryRef Entry = FM.getOptionalFileRef(P.File);
    if (!Entry)
      return {};
    File = SM.translateFile(*Entry);
  }
  if (File.isInvalid() || P.Offset > SM.getBufferData(File).size())
    return {};
  return SM.getLocForStartOfFile(File).getLocWithOffset(P.Offset);
}

void cuacc::deliver(const Handoff &H, const Options &Opts,
                    DiagnosticsEngine &Diags, SourceManager &SM,
                    FileManager &FM) {
  for (const HandedDiagnostic &D : H.Diagnostics)
    Diags.Report(locate(D.Place, SM, FM),
                 Diags.getCustomDiagID(D.Level, "%0"))
        << D.Text;
  Listing Messages;
  for (const HandedMessage &M : H.Messages) {
    Message Located = M.M;
    Located.Loc = locate(M.Place, SM, FM);
    Messages.add(M.Function, std::move(Located));
  }
  report(Messages, H.Dumps, Opts, Diags);
}

void cuacc::report(const Listing &Messages, llvm::StringRef Dumps,
                   const Options &Opts, DiagnosticsEngine &Diags) {
  llvm::outs() << Dumps;
  if (Opts.Minfo)
    Messages.print(llvm::errs(), Diags.hasSourceManager()
                                     ? &Diags.getSourceManager()
                                     : nullptr);
  if (Opts.Remarks)
    Messages.emitRemarks(Diags);
}
