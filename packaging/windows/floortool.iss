; Inno Setup script for floortool's Windows installer.
;
; Installs the one-folder bundle (dist\floortool, built by PyInstaller from
; packaging\floortool.spec) for the current user, without administrator rights
; (the installer offers an all-users install to those who have them), with a
; Start-menu entry, an optional desktop icon, an uninstaller and floortool
; among the programs that open .db files (an event's whole record is its
; database file, floortool.db: floortool has no other export of an event).
; The user's data (%LOCALAPPDATA%\floortool) is not touched by the uninstaller.
;
; Built by packaging\build_installer.py, which passes the version from the
; package metadata and the folders:
;   ISCC /DAppVersion=0.1.0 /DSourceDir=dist\floortool /DOutputDir=dist
;        /DOutputName=floortool-0.1.0-windows-setup packaging\windows\floortool.iss

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (packaging\build_installer.py does)
#endif
#ifndef SourceDir
  #error Pass the bundle's folder: ISCC /DSourceDir=...\dist\floortool
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef OutputName
  #define OutputName "floortool-" + AppVersion + "-windows-setup"
#endif

#define AppName "floortool"
#define AppExe "floortool.exe"
#define ProgId "floortool.database"

[Setup]
; The AppId ties upgrades and the uninstaller to one product: never change it.
AppId={{23F5DC1E-9545-4015-8F77-1A98B81FFD49}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=floortool contributors
AppCopyright=floortool contributors; GPL-3.0-or-later
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default (no UAC prompt); an administrator may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=..\..\resources\icons\floortool.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Floor tool for live poker tournaments"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; floortool offered for .db files ("Open with"), never made their owner: other programs use .db too.
Root: HKA; Subkey: "Software\Classes\.db\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "floortool database"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".db"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
