package org.snapfit.algebra.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor.Invocation;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.TestAbortedException;

/** {@link CaseReporter}: a failing case's message names the case and the command that reruns it alone. */
class CaseReporterTest {

    private static ExtensionContext named(String displayName) {
        return (ExtensionContext) Proxy.newProxyInstance(CaseReporterTest.class.getClassLoader(),
                new Class<?>[] {ExtensionContext.class}, (proxy, m, args) -> {
                    if (m.getName().equals("getDisplayName")) {
                        return displayName;
                    }
                    throw new UnsupportedOperationException(m.getName());
                });
    }

    @SuppressWarnings("unchecked")
    private static ReflectiveInvocationContext<Method> call() throws NoSuchMethodException {
        Method method = CaseReporterTest.class.getDeclaredMethod("intercept_failingCase_messageNamesCaseAndRerun");
        return (ReflectiveInvocationContext<Method>) Proxy.newProxyInstance(CaseReporterTest.class.getClassLoader(),
                new Class<?>[] {ReflectiveInvocationContext.class}, (proxy, m, args) -> {
                    if (m.getName().equals("getExecutable")) {
                        return method;
                    }
                    throw new UnsupportedOperationException(m.getName());
                });
    }

    private static Throwable intercept(String name, Throwable failure) throws NoSuchMethodException {
        Invocation<Void> invocation = () -> {
            throw failure;
        };
        ReflectiveInvocationContext<Method> call = call();
        return catchThrowable(() -> new CaseReporter().interceptTestTemplateMethod(invocation, call, named(name)));
    }

    @Test
    void intercept_failingCase_messageNamesCaseAndRerun() throws NoSuchMethodException {
        Throwable t = intercept("[7] seed 0x00000000000000ff: 3, x^2", new AssertionError("expected 1 but was 2"));
        // the module is the folder above target/test-classes where this class was compiled
        assertThat(t).isInstanceOf(AssertionError.class).hasMessage("property failed on case [7] seed 0x00000000000000ff:"
                + " 3, x^2\n  rerun alone: mvn -o -pl algebra -am test -Dtest=CaseReporterTest#"
                + "intercept_failingCase_messageNamesCaseAndRerun -Dsurefire.failIfNoSpecifiedTests=false"
                + " -Dsnapfit.case=0x00000000000000ff\nexpected 1 but was 2");
        // an edge case (no seed) is rerun by its index; an unexpected exception is reported the same way
        assertThat(intercept("[2] edge case: 0", new IllegalStateException("boom")))
                .hasMessageContaining("-Dsnapfit.case=2\n").hasMessageEndingWith("boom");
    }

    @Test
    void intercept_otherTestsAndAbortedCases_passThroughUnchanged() throws NoSuchMethodException {
        AssertionError plain = new AssertionError("plain");
        assertThat(intercept("[1] 5", plain)).isSameAs(plain);
        TestAbortedException aborted = new TestAbortedException("assumption");
        assertThat(intercept("[1] seed 0x0000000000000001: 5", aborted)).isSameAs(aborted);
        assertThat(catchThrowable(() -> new CaseReporter().interceptTestTemplateMethod(() -> null, call(),
                named("[1] edge case: 0")))).isNull();
    }
}
