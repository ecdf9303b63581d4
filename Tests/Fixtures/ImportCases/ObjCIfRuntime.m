// An `if` on a setting the app reads when it runs.
#import <UserNotifications/UserNotifications.h>

void ObjCIfRuntimeRegister(void) {
    NSMutableArray *actions = [NSMutableArray arrayWithObject:[UNNotificationAction actionWithIdentifier:@"OIR_A" title:@"A" options:UNNotificationActionOptionNone]];
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"OIR_BETA"]) { // reported
        [actions addObject:[UNNotificationAction actionWithIdentifier:@"OIR_B" title:@"B" options:UNNotificationActionOptionNone]]; // may report
    }
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OIR" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
