@echo off
rem snapfit launcher of the runtime image (built by "mvn -P dist package"): runs app\snapfit.jar on the Java inside the image.
rem SNAPFIT_JAVA_OPTS replaces the JVM options. The exit codes are those of snapfit (docs/cli.md).
setlocal
set "DIR=%~dp0.."
set "OPTS=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
if "%~1"=="serve" set "OPTS=-XX:+UseSerialGC"
if defined SNAPFIT_JAVA_OPTS set "OPTS=%SNAPFIT_JAVA_OPTS%"
"%DIR%\bin\java.exe" %OPTS% -Djava.awt.headless=true -jar "%DIR%\app\snapfit.jar" %*
exit /b %ERRORLEVEL%
