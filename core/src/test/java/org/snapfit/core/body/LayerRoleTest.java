package org.snapfit.core.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The layer and part naming convention: each name's role and the pawl it keys to, as docs/formats/mechanism.md lists. */
class LayerRoleTest {

    @Test
    void conventional_namesInEitherSpellingAndCase_mapToTheirRoleAndPawl() {
        assertThat(LayerRole.conventional(" pawl_2 ")).contains(new LayerRole(LayerRole.Kind.PAWL, "PAWL-2"));
        assertThat(LayerRole.conventional("HINGE-2")).contains(new LayerRole(LayerRole.Kind.HINGE, "PAWL-2"));
        assertThat(LayerRole.conventional("beam_a")).contains(new LayerRole(LayerRole.Kind.BEAM, "PAWL-A"));
        assertThat(LayerRole.conventional("Obstacle")).contains(new LayerRole(LayerRole.Kind.OBSTACLE, "OBSTACLE"));
        assertThat(LayerRole.conventional("OBSTACLE-ledge"))
                .contains(new LayerRole(LayerRole.Kind.OBSTACLE, "OBSTACLE-LEDGE"));
        assertThat(LayerRole.conventional("root")).contains(new LayerRole(LayerRole.Kind.ROOT, "ROOT"));
        assertThat(LayerRole.conventional("direction")).contains(new LayerRole(LayerRole.Kind.DIRECTION, "DIRECTION"));
        assertThat(LayerRole.conventional("HOUSING")).isEqualTo(Optional.empty());
        assertThat(LayerRole.conventional("OBSTACLES")).isEmpty();
        assertThat(LayerRole.normalise(" a_b ")).isEqualTo("A-B");
    }

    @Test
    void parse_acceptsAssignableRolesOnly() {
        assertThat(LayerRole.parse("ignore")).isEqualTo(new LayerRole(LayerRole.Kind.IGNORE, "IGNORE"));
        assertThat(LayerRole.parse("PAWL-1")).isEqualTo(new LayerRole(LayerRole.Kind.PAWL, "PAWL-1"));
        // line layers are not roles a part can take: a solid's section is no line
        for (String bad : new String[] {"DIRECTION", "BEAM-1", "housing"}) {
            assertThatThrownBy(() -> LayerRole.parse(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("role '" + bad + "'").hasMessageContaining("IGNORE");
        }
        assertThatThrownBy(() -> new LayerRole(null, "x")).isInstanceOf(NullPointerException.class);
    }
}
