package org.snapfit.algebra.testing;

import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.TestAbortedException;

/**
 * Puts the failing case of a {@link Cases} property into the failure message: its display name (index, seed,
 * values) and the command line that reruns that case alone, so the build log shows what an IDE shows in the test
 * tree. Failures of other tests pass through unchanged.
 *
 * <p>Registered for every test through the service file {@code META-INF/services/org.junit.jupiter.api.extension.Extension}
 * of this test-jar and {@code junit.jupiter.extensions.autodetection.enabled = true} in the build's surefire
 * configuration.
 */
public final class CaseReporter implements InvocationInterceptor {

    private static final Pattern CASE_NAME = Pattern.compile("^\\[(\\d+)] (?:case \\S+ )?(seed (0x[0-9a-f]{16})|edge case)");

    /** Creates the reporter (called by JUnit's extension loading). */
    public CaseReporter() {
    }

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> call,
            ExtensionContext context) throws Throwable {
        try {
            invocation.proceed();
        } catch (AssertionError | RuntimeException e) {
            Matcher m = CASE_NAME.matcher(context.getDisplayName());
            if (e instanceof TestAbortedException || !m.find()) {
                throw e;
            }
            String which = m.group(3) != null ? m.group(3) : m.group(1);
            Method method = call.getExecutable();
            String module = module(method.getDeclaringClass()).map(d -> "-pl " + d + " -am ").orElse("");
            String header = "property failed on case " + context.getDisplayName() + "\n  rerun alone: mvn -o " + module
                    + "test -Dtest=" + method.getDeclaringClass().getSimpleName() + "#" + method.getName()
                    + " -Dsurefire.failIfNoSpecifiedTests=false -D" + Cases.CASE + "=" + which;
            AssertionError wrapped = Property.withMessage(e, header + "\n" + e.getMessage());
            throw wrapped;
        }
    }

    /** The Maven module folder of a test class compiled to {@code <module>/target/test-classes}, if it is. */
    private static Optional<String> module(Class<?> c) {
        java.security.CodeSource src = c.getProtectionDomain().getCodeSource();
        if (src == null) {
            return Optional.empty();
        }
        try {
            Path p = Paths.get(src.getLocation().toURI());
            if (p.getFileName() != null && p.getFileName().toString().equals("test-classes") && p.getParent() != null
                    && p.getParent().getParent() != null) {
                return Optional.of(p.getParent().getParent().getFileName().toString());
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
