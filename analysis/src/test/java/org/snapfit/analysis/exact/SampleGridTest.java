package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;

class SampleGridTest {

    @Test
    void upTo_decimalStep_exactMultiplesWithDecimalText() {
        // 0.05·k for k = 0 … 7 stays <= 0.36; 0.35 is exactly 7/20 (no binary rounding)
        List<SampleGrid.Point> p = SampleGrid.parse("0.05").upTo(0.36);
        assertThat(p).hasSize(8);
        assertThat(p.get(7).s()).isEqualTo(Rational.of(7, 20));
        assertThat(p.get(7).text()).isEqualTo("0.35");
        assertThat(p.get(0).text()).isEqualTo("0");
        assertThat(p.get(2).text()).isEqualTo("0.1");
    }

    @Test
    void upTo_fractionStep_fractionText() {
        List<SampleGrid.Point> p = SampleGrid.parse("1/3").upTo(1);
        // 0, 1/3, 2/3, 1
        assertThat(p).extracting(SampleGrid.Point::text).containsExactly("0", "1/3", "2/3", "1");
    }

    @Test
    void upTo_endIsMultiple_included() {
        // 6 / 0.05 = 120 → 121 points, the last exactly 6
        List<SampleGrid.Point> p = SampleGrid.parse("0.05").upTo(6);
        assertThat(p).hasSize(121);
        assertThat(p.get(120).text()).isEqualTo("6");
    }

    @Test
    void parse_bad_messagesNameParameter() {
        assertThatThrownBy(() -> SampleGrid.parse("0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sample step = \"0\"; the step must be > 0");
        assertThatThrownBy(() -> SampleGrid.parse("x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sample step = \"x\"");
    }
}
