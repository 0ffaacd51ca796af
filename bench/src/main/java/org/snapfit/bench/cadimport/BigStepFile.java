package org.snapfit.bench.cadimport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds a large STEP file by replicating the DATA records of {@code test-data/step/cylinder_r5_h20_ap214.step}
 * with shifted instance numbers (every copy is one more product with its solid).
 */
public final class BigStepFile {
    private static final Pattern REF = Pattern.compile("#(\\d+)");

    private BigStepFile() {
    }

    /**
     * The STEP text of at least {@code bytes} characters.
     *
     * @param bytes the wanted size
     * @return the text
     * @throws IOException if the template cannot be read (run from the repository root)
     */
    public static String build(int bytes) throws IOException {
        Path t = Paths.get(System.getProperty("snapfit.template", "test-data/step/cylinder_r5_h20_ap214.step"));
        String src = Files.readString(t);
        int d0 = src.indexOf("DATA;") + "DATA;".length();
        int d1 = src.lastIndexOf("ENDSEC;");
        String head = src.substring(0, d0);
        String data = src.substring(d0, d1);
        long max = 0;
        Matcher m = REF.matcher(data);
        while (m.find()) {
            max = Math.max(max, Long.parseLong(m.group(1)));
        }
        StringBuilder b = new StringBuilder(bytes + data.length() * 2);
        b.append(head);
        for (long k = 0; b.length() < bytes; k++) {
            long off = k * (max + 1);
            Matcher r = REF.matcher(data);
            StringBuilder copy = new StringBuilder();
            while (r.find()) {
                r.appendReplacement(copy, "#" + (Long.parseLong(r.group(1)) + off));
            }
            r.appendTail(copy);
            b.append(copy);
        }
        b.append("ENDSEC;\nEND-ISO-10303-21;\n");
        return b.toString();
    }
}
